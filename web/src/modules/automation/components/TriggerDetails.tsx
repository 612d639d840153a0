import type { Trigger } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { CopyField } from '../../api-keys/components/NewKeyPanel';
import { meetingTypesQuery } from '../../booking/queries';
import { formsQuery } from '../../forms/queries';
import { blankToUndefined } from '../utils/field-values';
import { ConditionFields } from './ConditionFields';

const blank = { setValueAs: blankToUndefined };
const asNumber = { setValueAs: (v: unknown) => (v === '' || v === undefined ? undefined : Number(v)) };
type Form = UseFormReturn<Record<string, unknown>>;

/** The settings of the triggers that are not about a record's own change. */
export function TriggerDetails({
  form,
  type,
  hookToken,
}: {
  form: Form;
  type: Trigger['type'];
  hookToken: string | null;
}) {
  const forms = useQuery({ ...formsQuery(), enabled: type === 'form_submitted' });
  const meetingTypes = useQuery({ ...meetingTypesQuery(), enabled: type === 'appointment_booked' });
  switch (type) {
    case 'lead_score_crossed':
      return (
        <>
          <FormSelect
            form={form}
            name="direction"
            label="The score"
            options={[
              { value: 'up', label: 'rises to or above' },
              { value: 'down', label: 'falls below' },
            ]}
          />
          <FormInput
            form={form}
            name="threshold"
            label="Threshold (1–100)"
            type="number"
            min={1}
            max={100}
            rules={asNumber}
          />
        </>
      );
    case 'form_submitted':
      return (
        <FormSelect
          form={form}
          name="formId"
          label="Form"
          options={[
            { value: '', label: 'Any form' },
            ...(forms.data ?? []).map((f) => ({ value: f.id, label: f.name })),
          ]}
          rules={blank}
        />
      );
    case 'appointment_booked':
      return (
        <FormSelect
          form={form}
          name="meetingTypeId"
          label="Meeting type"
          options={[
            { value: '', label: 'Any meeting type' },
            ...(meetingTypes.data ?? []).map((m) => ({ value: m.id, label: m.name })),
          ]}
          rules={blank}
        />
      );
    case 'email_received':
      return (
        <label className="checkbox">
          <input type="checkbox" {...form.register('repliesOnly')} /> Only replies to an earlier email
        </label>
      );
    case 'sms_received':
      return <p className="workflow-form__hint">Runs on the contact whose number sent the text.</p>;
    case 'schedule':
      return (
        <>
          <FormInput
            form={form}
            name="cron"
            label="Schedule (cron)"
            hint="minute hour day month weekday: 0 9 * * 1 is Mondays at 9:00"
          />
          <FormInput form={form} name="timeZone" label="Time zone" />
          {form.watch('filter') !== undefined && (
            <ConditionFields
              form={form as never}
              object="contact"
              name="filter"
              matchLabel="Run on each contact that matches (every contact without rules)"
            />
          )}
        </>
      );
    case 'inbound_webhook':
      return hookToken ? (
        <>
          <CopyField label="Webhook URL" value={`${window.location.origin}/api/public/automation-hooks/${hookToken}`} />
          <p className="workflow-form__hint">Post a JSON object; its "email" picks the contact the run is about.</p>
        </>
      ) : (
        <p className="workflow-form__hint">Apply and save: the workflow's secret URL shows here.</p>
      );
    default:
      return null;
  }
}
