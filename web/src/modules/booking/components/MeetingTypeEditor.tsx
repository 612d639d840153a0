import { type MeetingType, weekdays } from '@smartcrm/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect, FormTextarea, fieldError } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { useSession } from '../../auth/hooks/useSession';
import { membersQuery } from '../../members/queries';
import { bookingKeys, createMeetingType, replaceMeetingType } from '../queries';
import { formValues, MeetingTypeForm, offeredQuestions } from '../utils/meeting-type-form';
import { browserZone, zoneChoices } from '../utils/visitor-zone';

const dayNames = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' } as const;
const whole = { valueAsNumber: true } as const;

/** Creates a meeting type, or changes the one given; the server's refusals show on their fields. */
export function MeetingTypeEditor({ type, onDone }: { type?: MeetingType; onDone: () => void }) {
  const queryClient = useQueryClient();
  const members = useQuery(membersQuery());
  const me = useSession().user?.id ?? '';
  const { form, submit, sending, formError } = useSchemaForm(
    MeetingTypeForm,
    formValues(me, browserZone(), type),
    async (input) => {
      const saved = type ? await replaceMeetingType(type.id, input) : await createMeetingType(input);
      toast.success(`${saved.name} saved`);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.meetingTypes });
      onDone();
    },
    { fieldOf: (path) => (path.startsWith('availability') ? 'days' : path.split('.')[0]!) },
  );
  const hosts = (members.data ?? []).map((m) => ({ value: m.userId, label: m.name }));
  const daysError = fieldError(form, 'days');
  return (
    <form
      className="booking-editor"
      onSubmit={submit}
      noValidate
      aria-label={type ? `Edit ${type.name}` : 'New meeting type'}
    >
      <div className="booking-editor__grid">
        <FormInput form={form} name="name" label="Name" maxLength={120} />
        <FormInput form={form} name="slug" label="Link" hint="Lowercase letters, digits and dashes" maxLength={60} />
        <FormSelect form={form} name="hostUserId" label="Host" options={hosts} />
        <FormSelect
          form={form}
          name="timeZone"
          label="Host's time zone"
          options={zoneChoices(form.getValues('timeZone')).map((zone) => ({ value: zone, label: zone }))}
        />
        <FormInput form={form} name="durationMinutes" label="Duration (minutes)" type="number" rules={whole} />
        <FormInput form={form} name="bufferBeforeMinutes" label="Buffer before (minutes)" type="number" rules={whole} />
        <FormInput form={form} name="bufferAfterMinutes" label="Buffer after (minutes)" type="number" rules={whole} />
        <FormInput form={form} name="minimumNoticeHours" label="Minimum notice (hours)" type="number" rules={whole} />
        <FormInput form={form} name="maximumDaysAhead" label="Bookable days ahead" type="number" rules={whole} />
        <FormInput
          form={form}
          name="dailyLimit"
          label="Most a day"
          hint="Empty: no limit"
          type="number"
          rules={whole}
        />
        <FormInput form={form} name="start" label="From" type="time" />
        <FormInput form={form} name="end" label="Until" type="time" />
      </div>
      <fieldset className="booking-editor__days">
        <legend>Available on</legend>
        {weekdays.map((day) => (
          <label key={day}>
            <input type="checkbox" value={day} {...form.register('days')} /> {dayNames[day]}
          </label>
        ))}
        {daysError && <p className="field__error">{daysError}</p>}
      </fieldset>
      <fieldset className="booking-editor__days">
        <legend>Also ask</legend>
        {offeredQuestions.map((q) => (
          <label key={q.id}>
            <input type="checkbox" value={q.id} {...form.register('questions')} /> {q.label}
          </label>
        ))}
      </fieldset>
      <FormTextarea form={form} name="description" label="Description" rows={2} maxLength={2000} />
      <label>
        <input type="checkbox" {...form.register('active')} /> Visitors can book it
      </label>
      {formError && <p role="alert">{formError}</p>}
      <div className="booking-actions">
        <Button type="submit" variant="primary" busy={sending}>
          Save meeting type
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
