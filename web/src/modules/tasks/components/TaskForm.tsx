import { zodResolver } from '@hookform/resolvers/zod';
import { type Task, taskPriorities, taskTypes } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { LinkedContactPicker } from './LinkedContactPicker';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/form/FormField';
import { submitHandler } from '../../../ui/form/use-schema-form';
import { membersQuery } from '../../members/queries';
import { TaskFormSchema, type TaskFormValues, taskTypeLabels } from '../utils/task-form';
import { DealPicker } from './DealPicker';

interface TaskFormProps {
  defaults: TaskFormValues;
  task?: Task | undefined;
  submitLabel: string;
  onSubmit: (values: TaskFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** Every field of a task, validated before it is sent; the server's field errors land on their fields. */
export function TaskForm({ defaults, task, submitLabel, onSubmit, onCancel }: TaskFormProps) {
  const members = useQuery(membersQuery());
  const form = useForm<TaskFormValues>({ resolver: zodResolver(TaskFormSchema), defaultValues: defaults });
  const { register, control, formState, watch, setValue } = form;
  const error = (name: keyof TaskFormValues) => formState.errors[name]?.message;

  const submit = submitHandler(form, onSubmit, { fallback: 'Not saved' });

  return (
    <form className="task-form" noValidate onSubmit={submit}>
      {formState.errors.root && (
        <p className="form-error" role="alert">
          {formState.errors.root.message}
        </p>
      )}
      <FormField label="Title" error={error('title')}>
        <input className="field__input" {...register('title')} />
      </FormField>
      <FormField label="Subtitle" error={error('subtitle')}>
        <input className="field__input" {...register('subtitle')} />
      </FormField>
      <div className="task-form__row">
        <FormField label="Type">
          <select className="field__input field__select" {...register('type')}>
            {taskTypes.map((t) => (
              <option key={t} value={t}>
                {taskTypeLabels[t]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Priority">
          <select className="field__input field__select" {...register('priority')}>
            {taskPriorities.map((p) => (
              <option key={p} value={p}>
                {p[0]!.toUpperCase() + p.slice(1)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Due date" error={error('dueDate')}>
          <input className="field__input" type="date" {...register('dueDate')} />
        </FormField>
      </div>
      <div className="task-form__row">
        <FormField label="Assignee" error={error('assigneeId')}>
          <select className="field__input field__select" {...register('assigneeId')}>
            <option value="">{task ? 'Nobody' : 'Me'}</option>
            {(members.data ?? []).map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Status" error={error('status')}>
          <input className="field__input" placeholder="e.g. waiting on legal" {...register('status')} />
        </FormField>
      </div>
      <Controller
        control={control}
        name="contactId"
        render={({ field }) => (
          <LinkedContactPicker
            contactId={field.value}
            knownName={field.value === task?.contactId ? (task?.contactName ?? null) : null}
            onChange={(id) => {
              field.onChange(id);
              setValue('dealId', '');
            }}
          />
        )}
      />
      {error('contactId') && <p className="field__error">Contact {error('contactId')}</p>}
      <DealPicker
        dealId={watch('dealId')}
        dealTitle={task?.dealTitle ?? null}
        contactId={watch('contactId')}
        onChange={(id) => setValue('dealId', id, { shouldDirty: true })}
      />
      {error('dealId') && <p className="field__error">Deal {error('dealId')}</p>}
      <label className="task-form__check">
        <input type="checkbox" {...register('isHighlighted')} /> Highlight this task
      </label>
      <div className="modal__actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="primary" type="submit" busy={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
