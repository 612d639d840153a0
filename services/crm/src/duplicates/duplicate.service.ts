import {
  AppError,
  type ContactDuplicates,
  companyDomain,
  type DuplicateGroupPage,
  type DuplicateReason,
  DuplicateReason as Reason,
  emailKey,
  phoneKey,
  type RpcContext,
  type RpcParsedRequest,
} from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import { toContact } from '../contacts/contact.mapper';
import { findContact } from '../contacts/contact.repository';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { contactsWithKey, type KeyCursor, sharedKeys } from './duplicate.repository';

/** Matches shown per reason: a company domain can be shared by hundreds of colleagues. */
const perReason = 20;
/** Contacts shown per group in the tenant-wide list. */
const perGroup = 5;

const encode = (cursor: KeyCursor) => Buffer.from(JSON.stringify([cursor.reason, cursor.key])).toString('base64url');

function decode(raw: string): KeyCursor {
  try {
    const [reason, key] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof key === 'string') return { reason: Reason.parse(reason), key };
  } catch {
    // reported below
  }
  throw new AppError('bad_input', 'Malformed cursor', { field: 'cursor' });
}

export function createDuplicateService(uow: UnitOfWork<CrmDb>) {
  return {
    /** The contact's keys are computed here and looked up through each key's index. */
    async forContact(id: string, ctx: RpcContext): Promise<ContactDuplicates> {
      return uow.withTenant(requireTenant(ctx), async (trx) => {
        const contact = await findContact(trx, id, viewerOf(ctx));
        if (!contact) throw new AppError('not_found', 'No such contact');
        const keys: [DuplicateReason, string | null][] = [
          ['email', emailKey(contact.email)],
          ['phone', phoneKey(contact.phone)],
          ['domain', companyDomain(contact.email)],
        ];
        const matches = new Map<string, ContactDuplicates['items'][number]>();
        for (const [reason, key] of keys) {
          if (!key) continue;
          for (const row of await contactsWithKey(trx, reason, key, viewerOf(ctx), perReason, id)) {
            const match = matches.get(row.id) ?? { contact: toContact(row), reasons: [] };
            match.reasons.push(reason);
            matches.set(row.id, match);
          }
        }
        // Stronger evidence first: a shared email or phone before a shared domain.
        const items = [...matches.values()].sort((a, b) => weight(b.reasons) - weight(a.reasons));
        return { items };
      });
    },

    async list(query: RpcParsedRequest<'crm.duplicates.list'>, ctx: RpcContext): Promise<DuplicateGroupPage> {
      return uow.withTenant(requireTenant(ctx), async (trx) => {
        const keys = await sharedKeys(trx, query.reason, query.cursor ? decode(query.cursor) : null, query.limit + 1);
        const page = keys.slice(0, query.limit);
        const items: DuplicateGroupPage['items'] = [];
        for (const group of page) {
          const contacts = await contactsWithKey(trx, group.reason, group.key, viewerOf(ctx), perGroup);
          // A group is a duplicate for this viewer only if they can see two of it.
          if (contacts.length > 1) items.push({ ...group, count: group.contacts, contacts: contacts.map(toContact) });
        }
        const last = page.at(-1);
        return { items, nextCursor: keys.length > query.limit && last ? encode(last) : null };
      });
    },
  };
}

const weight = (reasons: DuplicateReason[]) => reasons.reduce((sum, r) => sum + (r === 'domain' ? 1 : 10), 0);
export type DuplicateService = ReturnType<typeof createDuplicateService>;
