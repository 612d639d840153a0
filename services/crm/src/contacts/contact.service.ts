import {
  AppError,
  type Contact,
  type ContactPage,
  type ContactTotal,
  type RpcContext,
  type RpcParsedRequest,
} from '@smartcrm/contracts';
import { type PlanCache, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Updateable } from 'kysely';
import type { CrmDb } from '../db/schema';
import { checkMember } from '../links/link-checks';
import type { ContactsTable } from './contact.table';
import { toContact } from './contact.mapper';
import { deriveNames, namesToColumns } from './contact-names';
import {
  contactCount,
  findContact,
  listContacts,
  restoreContact,
  softDeleteContact,
  updateContact,
} from './contact.repository';
import { checkCursorValue, decodeCursor, encodeCursor, sortKey } from './contact-sort';
import type { Viewer } from '../visibility/visibility.repository';
import { changedFields, toColumns } from './contact-columns';
import { refuseDuplicateEmail } from './contact-email-conflict';
import { companyColumns, createContactIn } from './contact-creation';
import type { SearchSamples } from './contact-search';

type Input = RpcParsedRequest<'crm.contacts.create'>;
type Patch = RpcParsedRequest<'crm.contacts.update'>['patch'];

const notFound = () => new AppError('not_found', 'No such contact');
const viewerOf = (ctx: RpcContext): Viewer | null =>
  ctx.actor ? { userId: ctx.actor.userId, role: ctx.actor.role } : null;

export function createContactService(uow: UnitOfWork<CrmDb>, plans: PlanCache, searchSamples: SearchSamples) {
  return {
    async list(query: RpcParsedRequest<'crm.contacts.list'>, ctx: RpcContext): Promise<ContactPage> {
      const tenantId = requireTenant(ctx);
      const { cursor, before, owner, ...filters } = query;
      const ownerId = owner === 'me' ? ctx.actor?.userId : owner;
      const field = before ? 'before' : 'cursor';
      const raw = before ?? cursor;
      const key = sortKey(filters.sort);
      const from = raw ? checkCursorValue(decodeCursor(raw, field), key.kind, field, key.nullable) : null;
      const rows = await uow.read(tenantId, async (db) => {
        const sample = filters.search ? await searchSamples(db, tenantId) : [];
        return listContacts(db, { ...filters, ownerId }, from, viewerOf(ctx), Boolean(before), sample);
      });
      const more = rows.length > query.limit;
      const page = rows.slice(0, query.limit);
      if (before) page.reverse();
      const items = page.map(toContact);
      // A page's edge row makes its cursor; past a cursor the rows on its other side are there
      // still (the one it named, at least), so prevCursor is null on the list's first page only.
      const edge = (row: (typeof page)[number] | undefined, otherwise: string | null) =>
        row ? encodeCursor({ value: row.sort_value, id: row.id }) : otherwise;
      if (before)
        return { items, nextCursor: edge(page.at(-1), before), prevCursor: more ? edge(page[0], null) : null };
      return {
        items,
        nextCursor: more ? edge(page.at(-1), null) : null,
        prevCursor: cursor ? edge(page[0], cursor) : null,
      };
    },

    async total({ owner }: RpcParsedRequest<'crm.contacts.total'>, ctx: RpcContext): Promise<ContactTotal> {
      const ownerId = owner === 'me' ? ctx.actor?.userId : owner;
      return { total: await uow.read(requireTenant(ctx), (db) => contactCount(db, viewerOf(ctx), ownerId)) };
    },

    async get(id: string, ctx: RpcContext): Promise<Contact> {
      const row = await uow.read(requireTenant(ctx), (db) => findContact(db, id, viewerOf(ctx)));
      if (!row) throw notFound();
      return toContact(row);
    },

    async create(input: Input, ctx: RpcContext): Promise<Contact> {
      const tenantId = requireTenant(ctx);
      const ownerId = input.ownerId ?? ctx.actor?.userId ?? null;
      const { contacts } = (await plans.of(tenantId)).quotas;
      const row = await refuseDuplicateEmail(
        uow.withTenant(tenantId, (trx, emit) => createContactIn(trx, emit, tenantId, input, ownerId, contacts)),
      );
      return toContact(row);
    },

    async update(id: string, patch: Patch, ctx: RpcContext): Promise<Contact> {
      const tenantId = requireTenant(ctx);
      const row = await refuseDuplicateEmail(
        uow.withTenant(tenantId, async (trx, emit) => {
          const current = await findContact(trx, id, viewerOf(ctx), { lock: true });
          if (!current) throw notFound();
          if (current.version !== patch.version) {
            throw new AppError('conflict', 'Someone else changed this contact since you opened it', {
              current: toContact(current),
            });
          }
          await checkMember(trx, patch.ownerId, 'ownerId');
          const values: Updateable<ContactsTable> = {
            ...toColumns(patch),
            ...(await companyColumns(trx, tenantId, patch.company, current.owner_id)),
          };
          if (patch.firstName !== undefined || patch.lastName !== undefined || patch.name !== undefined) {
            Object.assign(
              values,
              namesToColumns(
                deriveNames({
                  firstName: patch.firstName ?? current.first_name,
                  lastName: patch.lastName ?? current.last_name,
                  name: patch.name ?? current.name,
                }),
              ),
            );
          }
          const changed = changedFields(current, values);
          if (changed.length === 0) return current;
          const updated = await updateContact(trx, id, values);
          emit({ type: 'crm.contact.updated', tenantId, data: { contactId: id, changed, version: updated.version } });
          return updated;
        }),
      );
      return toContact(row);
    },

    async remove(id: string, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const deleted = await uow.withTenant(tenantId, async (trx, emit) => {
        const result = await softDeleteContact(trx, id, viewerOf(ctx));
        if (result) emit({ type: 'crm.contact.deleted', tenantId, data: { contactId: id } });
        return result;
      });
      if (!deleted?.deleted_at) throw notFound();
      return { id: deleted.id, deletedAt: deleted.deleted_at.toISOString() };
    },

    async restore(id: string, ctx: RpcContext): Promise<Contact> {
      const tenantId = requireTenant(ctx);
      const row = await refuseDuplicateEmail(
        uow.withTenant(tenantId, async (trx, emit) => {
          const restored = await restoreContact(trx, id, viewerOf(ctx));
          if (restored) emit({ type: 'crm.contact.restored', tenantId, data: { contactId: id } });
          return restored;
        }),
      );
      if (!row) throw new AppError('not_found', 'No deleted contact to restore (undo lasts 30 days)');
      return toContact(row);
    },
  };
}
