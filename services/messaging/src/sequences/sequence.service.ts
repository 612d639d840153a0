import { AppError, type RpcContext, type RpcParsedRequest, type Sequence } from '@smartcrm/contracts';
import { findMailbox } from '../mailboxes/mailbox.repository';
import { recordClick, recordOpen } from '../outbound/outbound.repository';
import { type MessagingRuntime, userOf } from '../runtime';
import { findTemplate } from '../templates/template.repository';
import type { EnrolJob } from './sequence-enrol';
import {
  deleteSequence,
  figuresOf,
  findEnrolment,
  findSequence,
  insertSequence,
  listEnrolments,
  listSequences,
  type SequenceRow,
  stopEnrolmentsOf,
  suppress,
} from './sequence.repository';
import { readLinkToken } from './link-token';

/** Figures counted over a sequence's messages, not its enrolments. */
const messageFigures = new Set(['sent', 'opened', 'clicked']);

const toSequence = (row: SequenceRow, f: Record<string, number> = {}): Sequence => ({
  id: row.id,
  name: row.name,
  mailboxId: row.mailbox_id,
  ownerId: row.owner_id,
  steps: row.steps,
  timeZone: row.time_zone,
  windowStartHour: row.window_start_hour,
  windowEndHour: row.window_end_hour,
  weekdaysOnly: row.weekdays_only,
  dailyLimit: row.daily_limit,
  figures: {
    enrolled: Object.entries(f).reduce((sum, [status, n]) => (messageFigures.has(status) ? sum : sum + n), 0),
    active: f.active ?? 0,
    completed: f.completed ?? 0,
    replied: f.replied ?? 0,
    stopped: (f.stopped ?? 0) + (f.bounced ?? 0) + (f.unsubscribed ?? 0),
    sent: f.sent ?? 0,
    opened: f.opened ?? 0,
    clicked: f.clicked ?? 0,
  },
  createdAt: row.created_at.toISOString(),
});

const badInput = (path: string, message: string) => new AppError('bad_input', message, { issues: [{ path, message }] });

/** Sequences of the workspace: each sends from its author's mailbox; its author or an admin runs it. */
export function createSequenceService(rt: MessagingRuntime, startEnrol: (job: EnrolJob) => Promise<unknown>) {
  const { uow } = rt;
  const own = async (ctx: RpcContext, id: string) => {
    const { tenantId, userId } = userOf(ctx);
    const row = await uow.read(tenantId, (db) => findSequence(db, id));
    if (!row) throw new AppError('not_found', 'No such sequence');
    if (row.owner_id !== userId && ctx.actor?.role === 'regular_user') {
      throw new AppError('forbidden', 'Only its author or an admin can run this sequence');
    }
    return row;
  };

  return {
    async list(ctx: RpcContext) {
      const { tenantId } = userOf(ctx);
      return uow.read(tenantId, async (db) => {
        const rows = await listSequences(db);
        const figures = await figuresOf(
          db,
          rows.map((r) => r.id),
        );
        return { items: rows.map((r) => toSequence(r, figures.get(r.id))) };
      });
    },
    async get(id: string, ctx: RpcContext) {
      const row = await own(ctx, id);
      const figures = await uow.read(row.tenant_id, (db) => figuresOf(db, [id]));
      return toSequence(row, figures.get(id));
    },
    async create(draft: RpcParsedRequest<'messaging.sequences.create'>, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const row = await uow.withTenant(tenantId, async (trx) => {
        const mailbox = await findMailbox(trx, draft.mailboxId);
        if (!mailbox || mailbox.owner_id !== userId) throw badInput('mailboxId', 'is not a mailbox of yours');
        for (const [i, step] of draft.steps.entries()) {
          if (!(await findTemplate(trx, step.templateId))) throw badInput(`steps.${i}.templateId`, 'no such template');
        }
        return insertSequence(trx, {
          tenant_id: tenantId,
          name: draft.name,
          mailbox_id: mailbox.id,
          owner_id: userId,
          steps: JSON.stringify(draft.steps),
          time_zone: draft.timeZone,
          window_start_hour: draft.windowStartHour,
          window_end_hour: draft.windowEndHour,
          weekdays_only: draft.weekdaysOnly,
          daily_limit: draft.dailyLimit,
          link_base: draft.linkBase,
        });
      });
      return toSequence(row);
    },
    /** The address of an unsubscribe link's enrolment gets no sequence mail of the workspace again. */
    async unsubscribe(token: string) {
      const named = readLinkToken(rt.config.MAIL_LINK_SECRET, 'unsubscribe', token);
      if (!named) throw new AppError('not_found', 'This unsubscribe link is not valid');
      return uow.withTenant(named.tenantId, async (trx) => {
        const enrolment = await findEnrolment(trx, named.id);
        if (!enrolment) throw new AppError('not_found', 'This unsubscribe link is not valid');
        await suppress(trx, named.tenantId, enrolment.address, 'unsubscribed');
        await stopEnrolmentsOf(trx, enrolment.address, 'unsubscribed');
        return { address: enrolment.address };
      });
    },
    /**
     * A follow of a sequence mail's tracked link: counted, and the address it stands for given back.
     * A token not signed for this very address is `not_found` (no open redirect).
     */
    async recordClick(token: string, url: string) {
      const named = readLinkToken(rt.config.MAIL_LINK_SECRET, 'click', token, url);
      if (!named) throw new AppError('not_found', 'This link is not valid');
      await uow.withTenant(named.tenantId, (trx) => recordClick(trx, named.id));
      return { url };
    },
    /** A fetch of a sequence mail's open pixel; a bad token counts nothing (the pixel shows all the same). */
    async recordOpen(token: string) {
      const named = readLinkToken(rt.config.MAIL_LINK_SECRET, 'open', token);
      if (named) await uow.withTenant(named.tenantId, (trx) => recordOpen(trx, named.id));
    },
    /** Deleting a sequence ends its enrolments: nothing more is sent. */
    async remove(id: string, ctx: RpcContext) {
      const row = await own(ctx, id);
      await uow.withTenant(row.tenant_id, (trx) => deleteSequence(trx, id));
    },
    async enrol({ id, contacts }: RpcParsedRequest<'messaging.sequences.enrol'>, ctx: RpcContext) {
      const row = await own(ctx, id);
      const runId = crypto.randomUUID();
      if (!ctx.actor) throw new AppError('unauthenticated', 'Sign in');
      await startEnrol({ tenantId: row.tenant_id, actor: ctx.actor, sequenceId: id, runId, contacts });
      return { runId };
    },
    async enrolments({ id, limit }: RpcParsedRequest<'messaging.sequences.enrolments'>, ctx: RpcContext) {
      const row = await own(ctx, id);
      const rows = await uow.read(row.tenant_id, (db) => listEnrolments(db, id, limit));
      return {
        items: rows.map((e) => ({
          id: e.id,
          contactId: e.contact_id,
          address: e.address,
          status: e.status,
          step: e.step,
          nextAt: e.next_at?.toISOString() ?? null,
        })),
      };
    },
  };
}
export type SequenceService = ReturnType<typeof createSequenceService>;
