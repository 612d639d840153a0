import { z } from 'zod';
import { Email } from '../common/ids';
import { TimeZone } from '../common/time-zone';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 09:30');
const day = z.iso.date({ message: 'must be a date like 2026-03-01' });
const when = z.iso.datetime({ offset: true, message: 'must be a date and time like 2026-03-01T14:00:00Z' });

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const Weekday = z.enum(weekdays);
export type Weekday = z.infer<typeof Weekday>;

/** Hours the host takes meetings on one weekday, as wall-clock times in the meeting type's time zone. */
export const AvailabilityRule = z
  .object({ weekday: Weekday, start: clock, end: clock })
  .refine((r) => r.start < r.end, { message: 'must end after it starts', path: ['end'] });
export type AvailabilityRule = z.infer<typeof AvailabilityRule>;

/** The contact fields a booking question may fill on a new contact; null keeps the answer on the booking only. */
export const bookingQuestionFields = ['phone', 'company', 'position', 'industry'] as const;
export const BookingQuestion = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'must be 1–40 lowercase letters, digits, - or _'),
  label: z.string().trim().min(1, 'needs a label').max(200),
  field: z.enum(bookingQuestionFields).nullable(),
  required: z.boolean(),
});
export type BookingQuestion = z.infer<typeof BookingQuestion>;

const meetingTypeFields = {
  name: z.string().trim().min(1, 'needs a name').max(120),
  slug: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/, 'must be lowercase letters, digits and dashes (at most 60)'),
  description: z.string().trim().max(2000),
  durationMinutes: z.number().int().min(5).max(480),
  bufferBeforeMinutes: z.number().int().min(0).max(240),
  bufferAfterMinutes: z.number().int().min(0).max(240),
  minimumNoticeHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  maximumDaysAhead: z.number().int().min(1).max(365),
  /** Most bookings of this type on one day in the host's zone; null: no limit. */
  dailyLimit: z.number().int().min(1).max(100).nullable(),
  hostUserId: z.uuid(),
  timeZone: TimeZone,
  availability: z.array(AvailabilityRule).min(1, 'needs at least one available time').max(50),
  questions: z.array(BookingQuestion).max(20),
  active: z.boolean(),
};

export const MeetingTypeInput = z
  .object({
    ...meetingTypeFields,
    description: meetingTypeFields.description.default(''),
    bufferBeforeMinutes: meetingTypeFields.bufferBeforeMinutes.default(0),
    bufferAfterMinutes: meetingTypeFields.bufferAfterMinutes.default(0),
    minimumNoticeHours: meetingTypeFields.minimumNoticeHours.default(4),
    maximumDaysAhead: meetingTypeFields.maximumDaysAhead.default(60),
    dailyLimit: meetingTypeFields.dailyLimit.default(null),
    questions: meetingTypeFields.questions.default([]),
    active: meetingTypeFields.active.default(true),
  })
  .refine((m) => new Set(m.questions.map((q) => q.id)).size === m.questions.length, {
    message: 'each question needs its own id',
    path: ['questions'],
  });
export type MeetingTypeInput = z.input<typeof MeetingTypeInput>;

export const MeetingType = z.object({
  id: z.uuid(),
  ...meetingTypeFields,
  hostName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MeetingType = z.infer<typeof MeetingType>;
export const MeetingTypeList = z.object({ items: z.array(MeetingType) });

/** What a visitor sees of a meeting type: nothing of the host's rules beyond what the page needs. */
export const PublicMeetingType = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  hostName: z.string().nullable(),
  /** The host's zone, to say "times shown in yours"; slots come in the visitor's zone. */
  hostTimeZone: z.string(),
  questions: z.array(BookingQuestion),
});
export type PublicMeetingType = z.infer<typeof PublicMeetingType>;

export const MeetingTypeSlug = meetingTypeFields.slug;

/** Most days one slots query covers. */
export const maxSlotQueryDays = 42;

/** `GET /api/booking/:slug/slots`: free starts on the visitor's days [from, to], in their zone. */
export const SlotQuery = z.object({ from: day, to: day, timeZone: TimeZone });
export type SlotQuery = z.infer<typeof SlotQuery>;

export const Slot = z.object({ startsAt: z.string(), endsAt: z.string() });
export type Slot = z.infer<typeof Slot>;
export const SlotDays = z.object({
  timeZone: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(Slot) })),
});
export type SlotDays = z.infer<typeof SlotDays>;

export const BookingInput = z.object({
  startsAt: when,
  /** The visitor's zone: the confirmation's times are written in it. */
  timeZone: TimeZone,
  name: z.string().trim().min(1, 'needs your name').max(200),
  email: Email,
  answers: z.record(z.string().max(40), z.string().trim().max(2000)).default({}),
});
export type BookingInput = z.input<typeof BookingInput>;

/** The secret of a booking's cancel and reschedule links. */
export const BookingToken = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'is not a booking link');
export const RescheduleInput = z.object({ startsAt: when, timeZone: TimeZone });

export const bookingStatuses = ['confirmed', 'cancelled'] as const;
export const PublicBooking = z.object({
  token: z.string(),
  status: z.enum(bookingStatuses),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  name: z.string(),
  email: z.string(),
  meetingType: PublicMeetingType,
});
export type PublicBooking = z.infer<typeof PublicBooking>;
