import { AppError, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import { type MessagingRuntime, userOf } from '../runtime';
import { accessOf } from './mailbox-access';
import { toMailbox } from './mailbox.mapper';
import { deleteMailbox, findMailbox, ownMailboxes, updateMailbox, upsertMailbox } from './mailbox.repository';
import { testMailAccess } from './mail-connection';

type Draft = RpcParsedRequest<'messaging.mailboxes.connect'>;

/** Connecting, testing and forgetting a user's mailboxes. */
export function createMailboxService(rt: MessagingRuntime) {
  const { uow, box } = rt;

  /** The caller's own mailbox, or not_found (another user's is never revealed). */
  async function ownMailbox(ctx: RpcContext, id: string) {
    const { tenantId, userId } = userOf(ctx);
    const row = await uow.read(tenantId, (db) => findMailbox(db, id));
    if (!row || row.owner_id !== userId) throw new AppError('not_found', 'No such mailbox');
    return row;
  }

  return {
    ownMailbox,

    async connect(draft: Draft, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const { auth, imap, smtp } = draft;
      await testMailAccess(
        { address: draft.address, username: auth.username, password: auth.password, imap, smtp },
        rt.connect,
      );
      const row = await uow.withTenant(tenantId, (trx) =>
        upsertMailbox(trx, {
          tenant_id: tenantId,
          owner_id: userId,
          address: draft.address,
          display_name: draft.displayName || null,
          auth_kind: auth.kind,
          username: auth.username,
          secret_sealed: box.seal(auth.password),
          imap_host: imap.host,
          imap_port: imap.port,
          imap_security: imap.security,
          smtp_host: smtp.host,
          smtp_port: smtp.port,
          smtp_security: smtp.security,
          backfill_days: draft.backfillDays,
          privacy: draft.privacy,
          status: 'connected',
        }),
      );
      return toMailbox(row);
    },

    async list(ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const rows = await uow.read(tenantId, (db) => ownMailboxes(db, userId));
      return { items: rows.map(toMailbox) };
    },

    /** The owner's change of settings; mail synced from now on follows it. */
    async update({ id, privacy }: RpcParsedRequest<'messaging.mailboxes.update'>, ctx: RpcContext) {
      const row = await ownMailbox(ctx, id);
      const updated = await uow.withTenant(row.tenant_id, (trx) => updateMailbox(trx, id, { privacy }));
      if (!updated) throw new AppError('not_found', 'No such mailbox');
      return toMailbox(updated);
    },
    /** Signs in with the kept secret and records how it went. */
    async test(id: string, ctx: RpcContext) {
      const row = await ownMailbox(ctx, id);
      const error = await testMailAccess(accessOf(row, box), rt.connect).then(
        () => null,
        (e: unknown) => (e instanceof AppError ? e.message : String(e)),
      );
      const updated = await uow.withTenant(row.tenant_id, (trx) =>
        updateMailbox(
          trx,
          id,
          error
            ? { status: 'failing', last_error: error }
            : { status: 'connected', last_error: null, sync_failures: 0 },
        ),
      );
      if (!updated) throw new AppError('not_found', 'No such mailbox');
      return toMailbox(updated);
    },

    async disconnect(id: string, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const deleted = await uow.withTenant(tenantId, (trx) => deleteMailbox(trx, id, userId));
      if (!deleted.numDeletedRows) throw new AppError('not_found', 'No such mailbox');
    },
  };
}
export type MailboxService = ReturnType<typeof createMailboxService>;
