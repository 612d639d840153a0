import { type BookingQuestion, ContactInput, type RpcParsedRequest } from '@smartcrm/contracts';
import type { Emit } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import { createContactIn } from '../contacts/contact-creation';
import type { CrmDb } from '../db/schema';
import { fieldError } from '../links/field-error';

type Booking = RpcParsedRequest<'crm.bookings.book'>['booking'];

/** Refuses answers to questions the page does not ask, and missing answers to required ones. */
export function checkAnswers(questions: readonly BookingQuestion[], answers: Record<string, string>) {
  const asked = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers)) {
    if (!asked.has(id)) throw fieldError(`answers.${id}`, 'is not a question of this booking page');
  }
  for (const q of questions) {
    if (q.required && !answers[q.id]) throw fieldError(`answers.${q.id}`, `needs an answer (${q.label})`);
  }
}

/**
 * The contact a booking is for: the live one with its email, else a new one owned by the host,
 * filled from the answers the page maps to contact fields. An existing contact is not changed by
 * what a visitor types.
 */
export async function bookingContact(
  trx: Kysely<CrmDb>,
  emit: Emit,
  tenantId: string,
  booking: { questions: readonly BookingQuestion[]; hostUserId: string; contactQuota: number | null },
  visitor: Booking,
): Promise<string> {
  const found = await trx
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', visitor.email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (found) return found.id;
  const mapped: Record<string, string> = {};
  const questionOf: Record<string, string> = { name: 'name', email: 'email' };
  for (const q of booking.questions) {
    const answer = visitor.answers[q.id];
    if (q.field && answer) {
      mapped[q.field] = answer;
      questionOf[q.field] = `answers.${q.id}`;
    }
  }
  const parsed = ContactInput.safeParse({
    ...mapped,
    name: visitor.name,
    email: visitor.email,
    source: 'Booking page',
    ownerId: booking.hostUserId,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldError(questionOf[String(issue.path[0])] ?? 'name', issue.message);
  }
  const created = await createContactIn(trx, emit, tenantId, parsed.data, booking.hostUserId, booking.contactQuota);
  return created.id;
}
