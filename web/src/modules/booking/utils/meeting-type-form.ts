import { type MeetingType, MeetingTypeInput, Weekday, weekdays } from '@smartcrm/contracts';
import { z } from 'zod';

/** Optional questions the form offers; each fills a contact field of a new contact, or stays on the booking. */
export const offeredQuestions = [
  { id: 'phone', label: 'Phone number', field: 'phone' },
  { id: 'company', label: 'Company', field: 'company' },
  { id: 'agenda', label: 'What would you like to talk about?', field: null },
] as const;

const count = (min: number) => z.number({ error: 'must be a number' }).int('must be a whole number').min(min);

/**
 * The form's flat fields: one range of hours on the ticked weekdays, questions ticked on or off.
 * It becomes the contract's meeting type, whose messages name its fields.
 */
export const MeetingTypeForm = z
  .object({
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    hostUserId: z.string(),
    timeZone: z.string(),
    durationMinutes: count(5),
    bufferBeforeMinutes: count(0),
    bufferAfterMinutes: count(0),
    minimumNoticeHours: count(0),
    maximumDaysAhead: count(1),
    /** Empty (NaN from the number input): no daily limit. */
    dailyLimit: z.number().int().min(1).or(z.nan()),
    days: z.array(Weekday).or(z.literal(false)),
    start: z.string(),
    end: z.string(),
    questions: z.array(z.string()).or(z.literal(false)),
    active: z.boolean(),
  })
  .transform(
    ({ days, start, end, questions, dailyLimit, ...fields }): z.input<typeof MeetingTypeInput> => ({
      ...fields,
      dailyLimit: Number.isNaN(dailyLimit) ? null : dailyLimit,
      availability: (days || []).map((weekday) => ({ weekday, start, end })),
      questions: offeredQuestions
        .filter((q) => (questions || []).includes(q.id))
        .map((q) => ({ ...q, required: false })),
    }),
  )
  .pipe(MeetingTypeInput);
export type MeetingTypeFormValues = z.input<typeof MeetingTypeForm>;

/** The form's values for a new type (the signed-in host, the browser's zone) or one being edited. */
export function formValues(hostUserId: string, timeZone: string, type?: MeetingType): MeetingTypeFormValues {
  if (!type) {
    return {
      name: '',
      slug: '',
      description: '',
      hostUserId,
      timeZone,
      durationMinutes: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeHours: 4,
      maximumDaysAhead: 60,
      dailyLimit: Number.NaN,
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      start: '09:00',
      end: '17:00',
      questions: [],
      active: true,
    };
  }
  const first = type.availability[0];
  return {
    ...type,
    dailyLimit: type.dailyLimit ?? Number.NaN,
    days: weekdays.filter((day) => type.availability.some((rule) => rule.weekday === day)),
    start: first?.start ?? '09:00',
    end: first?.end ?? '17:00',
    questions: type.questions.map((q) => q.id),
  };
}

/** The contract's input of a saved type, e.g. to switch it on or off. */
export const inputOf = ({ id: _id, hostName: _h, createdAt: _c, updatedAt: _u, ...input }: MeetingType) => input;
