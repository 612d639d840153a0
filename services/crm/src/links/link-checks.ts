import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { fieldError } from './field-error';

type Db = Kysely<CrmDb>;

/**
 * The contact, deal and member a task or appointment names must be live records of the tenant
 * (row-level security hides every other tenant's); anything else is bad input naming the field.
 */
export async function checkRecordLinks(
  db: Db,
  links: { contactId?: string | null; dealId?: string | null },
): Promise<void> {
  if (links.contactId) {
    const contact = await db
      .selectFrom('contacts')
      .select('id')
      .where('id', '=', links.contactId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!contact) throw fieldError('contactId', 'is not a contact of this workspace');
  }
  if (links.dealId) {
    const deal = await db
      .selectFrom('deals')
      .select('id')
      .where('id', '=', links.dealId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!deal) throw fieldError('dealId', 'is not a deal of this workspace');
  }
}

/** A user named as assignee or owner must be a member of the tenant. */
export async function checkMember(db: Db, userId: string | null | undefined, field: string): Promise<void> {
  if (!userId) return;
  const member = await db.selectFrom('members').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  if (!member) throw fieldError(field, 'is not a member of this workspace');
}
