import { AppError } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { fieldError } from '../links/field-error';
import { bookedPerDay } from './booking.repository';
import { toSlotRules } from './booking.mapper';
import { hostBusy } from './host-busy';
import type { MeetingTypeRow } from './meeting-type.repository';
import { dayIn, type FreeSlot, freeSlots } from './slots';

const minuteMs = 60_000;
const dayMs = 86_400_000;
/** How far past a taken time the conflict looks for others to offer. */
const nextSlotsDays = 14;
const nextSlotsOffered = 5;

/** A booking being moved: its own appointment and day count are not in its way. */
export interface Moving {
  appointmentId: string;
  bookingId: string;
}

/** The type's free slots starting in [from, to), as the host's calendar stands in `db`. */
export async function slotsOf(
  db: Kysely<CrmDb>,
  type: MeetingTypeRow,
  range: { from: Date; to: Date; now: Date },
  moving?: Moving,
): Promise<FreeSlot[]> {
  const rules = toSlotRules(type);
  const { from, to, now } = range;
  const busy = await hostBusy(db, {
    hostUserId: type.host_user_id,
    from: new Date(from.getTime() - rules.bufferBeforeMinutes * minuteMs),
    to: new Date(to.getTime() + (rules.durationMinutes + rules.bufferAfterMinutes) * minuteMs),
    exceptAppointmentId: moving?.appointmentId,
  });
  const counts =
    rules.dailyLimit === null
      ? {}
      : await bookedPerDay(db, type.id, dayIn(from, rules.timeZone), dayIn(to, rules.timeZone), moving?.bookingId);
  return freeSlots(rules, { from, to, now, busy, bookedPerDay: counts });
}

/**
 * The slot starting at `start`, if it is free now. Call with the host locked (lockHost): the
 * answer then holds until the transaction ends. A time the type never offers is bad input; one
 * offered but taken is a conflict listing the next free slots.
 */
export async function claimSlot(
  db: Kysely<CrmDb>,
  type: MeetingTypeRow,
  start: Date,
  moving?: Moving,
): Promise<FreeSlot> {
  const now = new Date();
  const justThis = { from: start, to: new Date(start.getTime() + 1), now };
  const offered = freeSlots(toSlotRules(type), { ...justThis, busy: [], bookedPerDay: {} });
  if (offered[0]?.start.getTime() !== start.getTime()) {
    throw fieldError('startsAt', 'is not a bookable time of this meeting type (its hours, notice or booking window)');
  }
  const [free] = await slotsOf(db, type, justThis, moving);
  if (free?.start.getTime() === start.getTime()) return free;
  const later = { from: new Date(start.getTime() + 1), to: new Date(start.getTime() + nextSlotsDays * dayMs), now };
  const next = (await slotsOf(db, type, later, moving)).slice(0, nextSlotsOffered);
  throw new AppError('conflict', 'This time was just taken: please pick another', {
    field: 'startsAt',
    nextSlots: next.map((s) => ({ startsAt: s.start.toISOString(), endsAt: s.end.toISOString() })),
  });
}
