import type { MailMessage } from '@smartcrm/contracts';
import type { RpcHandlers, UnitOfWork } from '@smartcrm/kit';
import { listAudit, toAuditEntry } from './audit/audit.repository';
import { requirePermission } from './common/actor';
import { countPerDay, decodeCursor, pageOf } from '@smartcrm/kit';
import type { IdentityDb } from './db/schema';
import { listMail } from './mail/mail.repository';
import { readIdentitySummary } from './users/user-summary.repository';

type MailRow = Awaited<ReturnType<typeof listMail>>[number];

/**
 * The developer mailbox shows bodies only while no SMTP server is configured: with one, the
 * links in them are the recipients' single-use secrets, not something an admin should read.
 */
const toMailMessage = (row: MailRow, bodiesVisible: boolean): MailMessage => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: bodiesVisible ? row.text_body : null,
  status: row.status,
  error: row.error,
  createdAt: row.created_at.toISOString(),
  sentAt: row.sent_at?.toISOString() ?? null,
});

const cursorKey = (row: { cursor_at: string; id: string }) => [row.cursor_at, row.id];

/** Super admins' views of what identity did: the outgoing mail and the audit log. */
export const adminViewHandlers = (uow: UnitOfWork<IdentityDb>, bodiesVisible: boolean) =>
  ({
    'identity.mail.list': async ({ after, limit }, ctx) => {
      const { tenantId } = requirePermission(ctx, 'admin_dashboard');
      const key = after ? (decodeCursor(after, ['time', 'uuid']) as [string, string]) : null;
      const page = pageOf(await uow.withTenant(tenantId, (trx) => listMail(trx, key, limit)), limit, cursorKey);
      return { messages: page.items.map((row) => toMailMessage(row, bodiesVisible)), nextCursor: page.nextCursor };
    },
    'identity.audit.list': async ({ after, limit, search }, ctx) => {
      const { tenantId } = requirePermission(ctx, 'admin_dashboard');
      const key = after ? (decodeCursor(after, ['time', 'uuid']) as [string, string]) : null;
      const rows = await uow.withTenant(tenantId, (trx) => listAudit(trx, key, limit, search));
      const page = pageOf(rows, limit, cursorKey);
      return { entries: page.items.map(toAuditEntry), nextCursor: page.nextCursor };
    },
    'identity.admin.summary': (_input, ctx) => {
      const { tenantId } = requirePermission(ctx, 'admin_dashboard');
      return uow.withTenant(tenantId, (trx) => readIdentitySummary(trx));
    },
    'identity.admin.activity_by_day': ({ days }, ctx) => {
      const { tenantId } = requirePermission(ctx, 'admin_dashboard');
      // Each new session is a sign-in (a support session included).
      return uow.withTenant(tenantId, async (trx) => ({
        signIns: await countPerDay(trx, 'sessions', days),
        auditEvents: await countPerDay(trx, 'audit_log', days),
        usersCreated: await countPerDay(trx, 'users', days),
      }));
    },
  }) satisfies Partial<RpcHandlers<'identity'>>;
