import type { MeetingType, PublicBooking, PublicMeetingType, RpcParsedRequest } from '@smartcrm/contracts';
import type { BookingRow } from './booking.repository';
import type { MeetingTypeRow } from './meeting-type.repository';
import type { SlotRules } from './slots';

export const toMeetingType = (row: MeetingTypeRow): MeetingType => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  ...toSlotRules(row),
  hostUserId: row.host_user_id,
  hostName: row.host_name,
  questions: row.questions,
  active: row.active,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const toPublicMeetingType = (row: MeetingTypeRow): PublicMeetingType => ({
  name: row.name,
  slug: row.slug,
  description: row.description,
  durationMinutes: row.duration_minutes,
  hostName: row.host_name,
  hostTimeZone: row.time_zone,
  questions: row.questions,
});

export const toSlotRules = (row: MeetingTypeRow) =>
  ({
    durationMinutes: row.duration_minutes,
    bufferBeforeMinutes: row.buffer_before_minutes,
    bufferAfterMinutes: row.buffer_after_minutes,
    minimumNoticeHours: row.minimum_notice_hours,
    maximumDaysAhead: row.maximum_days_ahead,
    dailyLimit: row.daily_limit,
    timeZone: row.time_zone,
    availability: row.availability,
  }) satisfies SlotRules;

type ParsedInput = RpcParsedRequest<'crm.meeting_types.create'>;

export const meetingTypeColumns = (input: ParsedInput) => ({
  slug: input.slug,
  name: input.name,
  description: input.description,
  duration_minutes: input.durationMinutes,
  buffer_before_minutes: input.bufferBeforeMinutes,
  buffer_after_minutes: input.bufferAfterMinutes,
  minimum_notice_hours: input.minimumNoticeHours,
  maximum_days_ahead: input.maximumDaysAhead,
  daily_limit: input.dailyLimit,
  host_user_id: input.hostUserId,
  time_zone: input.timeZone,
  availability: JSON.stringify(input.availability),
  questions: JSON.stringify(input.questions),
  active: input.active,
});

export const toPublicBooking = (row: BookingRow, type: MeetingTypeRow): PublicBooking => ({
  token: row.token,
  status: row.status,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  timeZone: row.time_zone,
  name: row.name,
  email: row.email,
  meetingType: toPublicMeetingType(type),
});
