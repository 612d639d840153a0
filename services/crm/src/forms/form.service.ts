import { AppError, type Form, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { notMembers } from '../members/member.repository';
import { toForm, toFormColumns } from './form.mapper';
import { findForm, formsWithCounts } from './form.repository';

export const formNotFound = () => new AppError('not_found', 'No such form');

/** Submission mails go to members only: another workspace's user (or a stranger's id) is refused by its place. */
async function checkNotify(trx: Kysely<CrmDb>, notify: readonly string[] = []) {
  const strangers = await notMembers(trx, notify);
  if (strangers.length > 0) {
    const at = notify.indexOf(strangers[0]!);
    throw new AppError('bad_input', 'Submission mails go to members of this workspace only', { field: `notify.${at}` });
  }
}

/** Building forms: their definitions, publishing, deleting. */
export function createFormService(uow: UnitOfWork<CrmDb>) {
  const readBack = async (tenantId: string, id: string | undefined): Promise<Form> => {
    const row = id && (await uow.read(tenantId, (db) => findForm(db, id)));
    if (!row) throw formNotFound();
    return toForm(row);
  };

  return {
    async list(ctx: RpcContext) {
      const rows = await uow.read(requireTenant(ctx), (db) =>
        formsWithCounts(db).orderBy('f.created_at', 'desc').orderBy('f.id').execute(),
      );
      return { items: rows.map(toForm) };
    },

    get: (id: string, ctx: RpcContext) => readBack(requireTenant(ctx), id),

    async create({ form, linkBase }: RpcParsedRequest<'crm.forms.create'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, async (trx) => {
        await checkNotify(trx, form.notify);
        return trx
          .insertInto('forms')
          .values({ ...toFormColumns(form, linkBase), tenant_id: tenantId, created_by: ctx.actor?.userId ?? null })
          .returning('id')
          .executeTakeFirstOrThrow();
      });
      return readBack(tenantId, row.id);
    },

    async update({ id, form, linkBase }: RpcParsedRequest<'crm.forms.update'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, async (trx) => {
        await checkNotify(trx, form.notify);
        return trx
          .updateTable('forms')
          .set({ ...toFormColumns(form, linkBase), updated_at: sql`now()` })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
      });
      return readBack(tenantId, row?.id);
    },

    async setPublished({ id, published }: RpcParsedRequest<'crm.forms.setPublished'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, (trx) =>
        trx
          .updateTable('forms')
          .set({
            status: published ? 'published' : 'draft',
            published_at: published ? sql`coalesce(published_at, now())` : null,
            updated_at: sql`now()`,
          })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returning('id')
          .executeTakeFirst(),
      );
      return readBack(tenantId, row?.id);
    },

    /** The form leaves the list and its page; its submissions and contacts stay. */
    async delete(id: string, ctx: RpcContext) {
      const row = await uow.withTenant(requireTenant(ctx), (trx) =>
        trx
          .updateTable('forms')
          .set({ deleted_at: sql`now()`, status: 'draft' })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returning('id')
          .executeTakeFirst(),
      );
      if (!row) throw formNotFound();
      return { id: row.id };
    },
  };
}
export type FormService = ReturnType<typeof createFormService>;
