import type { AvailabilityRule, BookingQuestion } from '@smartcrm/contracts';
import type { Generated } from 'kysely';
import type { Json } from '../db/json-column';

export interface MeetingTypesTable {
  tenant_id: string;
  id: Generated<string>;
  slug: string;
  name: string;
  description: string;
  duration_minutes: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  minimum_notice_hours: number;
  maximum_days_ahead: number;
  daily_limit: number | null;
  host_user_id: string;
  time_zone: string;
  availability: Json<AvailabilityRule[]>;
  questions: Json<BookingQuestion[]>;
  active: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: Date | null;
}

export interface BookingsTable {
  tenant_id: string;
  id: Generated<string>;
  meeting_type_id: string;
  appointment_id: string;
  contact_id: string;
  host_user_id: string;
  starts_at: Date;
  ends_at: Date;
  /** The start's day in the host's zone, as YYYY-MM-DD text. */
  host_day: string;
  status: Generated<'confirmed' | 'cancelled'>;
  name: string;
  email: string;
  time_zone: string;
  answers: Json<Record<string, string>>;
  token: string;
  /** Where the confirmation mail's reschedule and cancel links point (the address booked on). */
  link_base: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The booking page tables in the crm schema; db/schema.ts combines every domain's. */
export interface BookingTables {
  meeting_types: MeetingTypesTable;
  bookings: BookingsTable;
}
