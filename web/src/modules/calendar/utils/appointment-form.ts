import {
  type Appointment,
  type AppointmentInput,
  type AppointmentPatch,
  AppointmentStatus,
  AppointmentType,
} from '@smartcrm/contracts';
import { format, parseISO } from 'date-fns';
import { z } from 'zod';

export const appointmentTypeLabels: Record<AppointmentType, string> = {
  call: 'Call',
  demo: 'Demo',
  presentation: 'Presentation',
  other: 'Other',
};

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** The form in local date and times, as its inputs hold them. */
export const AppointmentFormSchema = z
  .object({
    title: z.string().trim().min(1, 'needs a title').max(200),
    type: AppointmentType,
    status: AppointmentStatus,
    date: z.iso.date('must be a date'),
    startTime: z.string().regex(/^\d{2}:\d{2}$/, 'must be a time'),
    endTime: z.union([z.literal(''), z.string().regex(/^\d{2}:\d{2}$/, 'must be a time')]),
    location: z.string().max(300),
    meetingUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'must be an http(s) link' })]),
    contactId: z.string(),
    dealId: z.string(),
    description: z.string().max(20_000),
  })
  .refine((v) => !v.endTime || v.endTime >= v.startTime, {
    path: ['endTime'],
    message: 'must not be before the start',
  });
export type AppointmentFormValues = z.infer<typeof AppointmentFormSchema>;

/** A new appointment's form, starting at `start` (a clicked slot) for an hour. */
export function emptyAppointmentForm(start: Date, prefill: Partial<AppointmentFormValues> = {}): AppointmentFormValues {
  const end = new Date(start.getTime() + 3_600_000);
  return {
    title: '',
    type: 'call',
    status: 'scheduled',
    date: format(start, 'yyyy-MM-dd'),
    startTime: format(start, 'HH:mm'),
    endTime: format(end, 'yyyy-MM-dd') === format(start, 'yyyy-MM-dd') ? format(end, 'HH:mm') : '',
    location: '',
    meetingUrl: '',
    contactId: '',
    dealId: '',
    description: '',
    ...prefill,
  };
}

export const appointmentFormValues = (a: Appointment): AppointmentFormValues => ({
  title: a.title,
  type: a.type,
  status: a.status,
  date: format(parseISO(a.startsAt), 'yyyy-MM-dd'),
  startTime: format(parseISO(a.startsAt), 'HH:mm'),
  endTime: a.endsAt ? format(parseISO(a.endsAt), 'HH:mm') : '',
  location: a.location ?? '',
  meetingUrl: a.meetingUrl ?? '',
  contactId: a.contactId ?? '',
  dealId: a.dealId ?? '',
  description: a.description ?? '',
});

const orNull = (text: string) => text.trim() || null;
const instant = (date: string, time: string) => new Date(`${date}T${time}`).toISOString();

export const appointmentInputFrom = (v: AppointmentFormValues): AppointmentInput => ({
  title: v.title.trim(),
  type: v.type,
  status: v.status,
  startsAt: instant(v.date, v.startTime),
  endsAt: v.endTime ? instant(v.date, v.endTime) : null,
  location: orNull(v.location),
  meetingUrl: orNull(v.meetingUrl),
  contactId: orNull(v.contactId),
  dealId: orNull(v.dealId),
  description: orNull(v.description),
});

/** Only the fields that changed since `a` was read, with its version. */
export function appointmentPatchFrom(a: Appointment, v: AppointmentFormValues): AppointmentPatch {
  const before = appointmentInputFrom(appointmentFormValues(a));
  const after = appointmentInputFrom(v);
  const patch: Record<string, unknown> = { version: a.version };
  for (const [key, value] of Object.entries(after)) {
    if (value !== before[key as keyof AppointmentInput]) patch[key] = value;
  }
  return patch as AppointmentPatch;
}
