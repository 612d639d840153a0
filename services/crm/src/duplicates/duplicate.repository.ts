import type { DuplicateReason } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { ContactRow } from '../contacts/contact.mapper';
import { contactColumns } from '../contacts/contact.repository';
import type { CrmDb } from '../db/schema';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';

type Db = Kysely<CrmDb>;

const keyColumn = { email: 'dup_email', phone: 'dup_phone', domain: 'dup_domain' } as const;

/** Live contacts the viewer may see that share `key`, through that key's index. */
export const contactsWithKey = (
  db: Db,
  reason: DuplicateReason,
  key: string,
  viewer: Viewer | null,
  limit: number,
  exceptId?: string,
) => {
  let query = db
    .selectFrom('contacts')
    .select(contactColumns)
    .where(keyColumn[reason], '=', key)
    .where('deleted_at', 'is', null)
    .where(visibleTo(viewer));
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.orderBy('id').limit(limit).execute() as Promise<ContactRow[]>;
};

export interface KeyCursor {
  reason: DuplicateReason;
  key: string;
}

/** Keys that more than one live contact shares, in (reason, key) order after the cursor. */
export function sharedKeys(db: Db, reason: DuplicateReason | undefined, cursor: KeyCursor | null, limit: number) {
  let query = db.selectFrom('contact_duplicate_keys').select(['reason', 'key', 'contacts']).where('contacts', '>', 1);
  if (reason) query = query.where('reason', '=', reason);
  if (cursor) query = query.where(sql<boolean>`(reason, key) > (${cursor.reason}, ${cursor.key})`);
  return query.orderBy('reason').orderBy('key').limit(limit).execute();
}
