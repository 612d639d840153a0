import { zodResolver } from '@hookform/resolvers/zod';
import { type Appointment, appointmentStatuses, appointmentTypes } from '@smartcrm/contracts';
import { Controller, useForm } from 'react-hook-form';
import { LinkedContactPicker } from '../../tasks/components/LinkedContactPicker';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/form/FormField';
import { submitHandler } from '../../../ui/form/use-schema-form';
import { DealPicker } from '../../tasks/components/DealPicker';
import {
  AppointmentFormSchema,
  type AppointmentFormValues,
  appointmentStatusLabels,
  appointmentTypeLabels,
} from '../utils/appointment-form';

interface AppointmentFormProps {
  defaults: AppointmentFormValues;
  appointment?: Appointment | undefined;
  submitLabel: string;
  onSubmit: (values: AppointmentFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** Server field names → the form's: a bad start or end shows on the time inputs. */
const formField = (path: string) => ({ startsAt: 'startTime', endsAt: 'endTime' })[path] ?? path;

export function AppointmentForm({ defaults, appointment, submitLabel, onSubmit, onCancel }: AppointmentFormProps) {
  const form = useForm<AppointmentFormValues>({
    resolver: zodResolver(AppointmentFormSchema),
    defaultValues: defaults,
  });
  const { register, control, formState, watch, setValue } = form;
  const error = (name: keyof AppointmentFormValues) => formState.errors[name]?.message;

  const submit = submitHandler(form, onSubmit, { fieldOf: formField, fallback: 'Not saved' });

  return (
    <form className="appt-form" noValidate onSubmit={submit}>
      {formState.errors.root && (
        <p className="form-error" role="alert">
          {formState.errors.root.message}
        </p>
      )}
      <FormField label="Title" error={error('title')}>
        <input className="field__input" {...register('title')} />
      </FormField>
      <div className="appt-form__row">
        <FormField label="Type">
          <select className="field__input field__select" {...register('type')}>
            {appointmentTypes.map((t) => (
              <option key={t} value={t}>
                {appointmentTypeLabels[t]}
              </option>
            ))}
          </select>
        </FormField>
        {appointment && (
          <FormField label="Status">
            <select className="field__input field__select" {...register('status')}>
              {appointmentStatuses.map((s) => (
                <option key={s} value={s}>
                  {appointmentStatusLabels[s]}
                </option>
              ))}
            </select>
          </FormField>
        )}
      </div>
      <div className="appt-form__row">
        <FormField label="Date" error={error('date')}>
          <input className="field__input" type="date" {...register('date')} />
        </FormField>
        <FormField label="Starts" error={error('startTime')}>
          <input className="field__input" type="time" {...register('startTime')} />
        </FormField>
        <FormField label="Ends" error={error('endTime')}>
          <input className="field__input" type="time" {...register('endTime')} />
        </FormField>
      </div>
      <div className="appt-form__row">
        <FormField label="Location" error={error('location')}>
          <input className="field__input" {...register('location')} />
        </FormField>
        <FormField label="Meeting link" error={error('meetingUrl')}>
          <input className="field__input" type="url" placeholder="https://" {...register('meetingUrl')} />
        </FormField>
      </div>
      <Controller
        control={control}
        name="contactId"
        render={({ field }) => (
          <LinkedContactPicker
            contactId={field.value}
            knownName={field.value === appointment?.contactId ? (appointment?.contactName ?? null) : null}
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
        dealTitle={appointment?.dealTitle ?? null}
        contactId={watch('contactId')}
        onChange={(id) => setValue('dealId', id, { shouldDirty: true })}
      />
      <FormField label="Description" error={error('description')}>
        <textarea className="field__input" rows={4} {...register('description')} />
      </FormField>
      <div className="modal__actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="primary" type="submit" busy={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
