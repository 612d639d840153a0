import { type AutomationObject, type Member, Step, taskPriorities, taskTypes, waitUnits } from '@smartcrm/contracts';
import { Plus, Trash2, X } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect, FormTextarea } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { stepLabels } from '../utils/definition-edit';
import { blankToUndefined, fieldOptions, typedCondition, typedValue } from '../utils/field-values';
import { ActionStepFields } from './ActionStepFields';
import { ConditionFields } from './ConditionFields';
import { UserPicker } from './UserPicker';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value.replace('_', ' ') }));
const asNumber = { setValueAs: (v: unknown) => (v === '' || v === undefined ? undefined : Number(v)) };

interface StepFormProps {
  step: Step;
  object: AutomationObject;
  members: Member[];
  onApply: (step: Step) => void;
  onRemove: () => void;
}

/** One step's settings; applied to the flow (saved with the workflow). Values are typed as their field stores them. */
export function StepForm({ step, object, members, onApply, onRemove }: StepFormProps) {
  const { form, submit } = useSchemaForm(Step, step, async (value) => {
    if (value.type === 'condition') {
      onApply({ ...value, condition: typedCondition(object, value.condition) });
    } else if (value.type === 'update_fields') {
      onApply({
        ...value,
        fields: Object.fromEntries(Object.entries(value.fields).map(([k, v]) => [k, typedValue(object, k, v)])),
      });
    } else onApply(value);
  });
  const f = form as unknown as UseFormReturn<Record<string, unknown>>;
  const any = form as unknown as UseFormReturn<never>;
  const users = (name: string, label: string) => (
    <UserPicker
      label={label}
      members={members}
      value={(f.watch(name) as string[]) ?? []}
      onChange={(ids) => f.setValue(name, ids, { shouldDirty: true })}
    />
  );
  return (
    <form className="workflow-form" onSubmit={submit} aria-label={`Step ${step.id}`}>
      <h2 className="workflow-form__title">{stepLabels[step.type]}</h2>
      {step.type === 'condition' && <ConditionFields form={any} object={object} />}
      <ActionStepFields step={step} form={any} members={members} />
      {step.type === 'wait' && (
        <div className="form-row">
          <FormInput form={any} name={'amount' as never} label="Wait" type="number" min={1} rules={asNumber} />
          <FormSelect form={any} name={'unit' as never} label="Unit" options={options(waitUnits)} />
        </div>
      )}
      {step.type === 'create_task' && (
        <>
          <FormInput form={any} name={'title' as never} label="Task title" />
          <div className="form-row">
            <FormSelect form={any} name={'taskType' as never} label="Type" options={options(taskTypes)} />
            <FormSelect form={any} name={'priority' as never} label="Priority" options={options(taskPriorities)} />
          </div>
          <FormInput
            form={any}
            name={'dueInDays' as never}
            label="Due in days (none when empty)"
            type="number"
            min={0}
            rules={asNumber}
          />
          <FormSelect
            form={any}
            name={'assignTo' as never}
            label="Assign to"
            options={[
              { value: 'record_owner', label: "The record's owner" },
              { value: 'user', label: 'A chosen user' },
            ]}
          />
          {f.watch('assignTo') === 'user' && (
            <FormSelect
              form={any}
              name={'assigneeId' as never}
              label="User"
              options={[
                { value: '', label: 'Choose…' },
                ...members.map((m) => ({ value: m.userId, label: m.name || m.email })),
              ]}
              rules={{ setValueAs: blankToUndefined }}
            />
          )}
        </>
      )}
      {step.type === 'update_fields' && <FieldsEditor form={f} object={object} />}
      {step.type === 'assign_owner' && (
        <>
          <FormSelect
            form={any}
            name={'mode' as never}
            label="How"
            options={[
              { value: 'round_robin', label: 'Round robin: each in turn' },
              { value: 'fixed', label: 'Always the first chosen' },
            ]}
          />
          {users('userIds', 'Among')}
        </>
      )}
      {step.type === 'add_tag' && <FormInput form={any} name={'tag' as never} label="Tag" />}
      {step.type === 'notify' && (
        <>
          <FormTextarea form={any} name={'message' as never} label="Message" rows={3} />
          <label className="checkbox">
            <input type="checkbox" {...f.register('toOwner')} /> Tell the record's owner
          </label>
          {users('userIds', 'And these users')}
        </>
      )}
      {step.type === 'stop' && <p className="muted">The run ends here.</p>}
      <div className="workflow-form__actions">
        <Button type="submit" variant="primary" size="sm">
          Apply
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 size={14} aria-hidden /> Remove step
        </Button>
      </div>
    </form>
  );
}

/** The fields an update sets: one row per field, its value typed as text. */
function FieldsEditor({ form, object }: { form: UseFormReturn<Record<string, unknown>>; object: AutomationObject }) {
  const fields = (form.watch('fields') as Record<string, unknown>) ?? {};
  const writable = fieldOptions(object, true);
  const unused = writable.find((o) => !(o.value in fields));
  const set = (next: Record<string, unknown>) => form.setValue('fields', next, { shouldDirty: true });
  return (
    <div className="fields-editor">
      {Object.entries(fields).map(([field, value]) => (
        <div key={field} className="condition-rule">
          <label className="field">
            <span className="field__label">Field</span>
            <select
              className="field__input field__select"
              value={field}
              onChange={(e) =>
                set(
                  Object.fromEntries(
                    Object.entries(fields).map(([k, v]) => (k === field ? [e.target.value, v] : [k, v])),
                  ),
                )
              }
            >
              {writable.map((o) => (
                <option key={o.value} value={o.value} disabled={o.value !== field && o.value in fields}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">Value</span>
            <input
              className="field__input"
              value={String(value ?? '')}
              onChange={(e) => set({ ...fields, [field]: e.target.value })}
            />
          </label>
          <button
            type="button"
            className="icon-button"
            aria-label={`Stop setting ${field}`}
            onClick={() => set(Object.fromEntries(Object.entries(fields).filter(([k]) => k !== field)))}
          >
            <X size={14} aria-hidden />
          </button>
        </div>
      ))}
      {unused && (
        <Button size="sm" variant="ghost" onClick={() => set({ ...fields, [unused.value]: '' })}>
          <Plus size={14} aria-hidden /> Field
        </Button>
      )}
    </div>
  );
}
