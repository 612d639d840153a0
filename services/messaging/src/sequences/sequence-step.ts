import { bodyHtml, type MergeValues, renderMerge } from '@smartcrm/contracts';
import { findMailbox } from '../mailboxes/mailbox.repository';
import { withTrackedLinks } from '../outbound/message-html';
import { insertOutbound } from '../outbound/outbound.repository';
import type { MessagingRuntime } from '../runtime';
import { findSignature, findTemplate } from '../templates/template.repository';
import { dayStart, nextSendTime } from './sending-window';
import {
  advanceEnrolment,
  deferEnrolment,
  findSequence,
  findSuppression,
  lockEnrolmentAt,
  type SequenceRow,
  sequenceSendsSince,
  stopEnrolmentsOf,
} from './sequence.repository';
import { stepIntentId } from './step-intent';
import { linkToken } from './link-token';

const hourMs = 3_600_000;
const windowOf = (s: SequenceRow) => ({
  timeZone: s.time_zone,
  startHour: s.window_start_hour,
  endHour: s.window_end_hour,
  weekdaysOnly: s.weekdays_only,
});

/**
 * Sends one step of one enrolment, at most once, with an unsubscribe link in the body and the
 * List-Unsubscribe headers (RFC 8058 one-click), and an open pixel: in one transaction the enrolment (locked, still
 * at this step and active) queues the step's message in the outbox under the step's intent id and
 * moves on to the next step. Outside the sending window, or past the mailbox's daily limit, the
 * step waits for the window instead.
 */
export function createStepRunner(rt: MessagingRuntime, handOver: (tenantId: string, id: string) => void) {
  return async function runStep(tenantId: string, enrolmentId: string, step: number) {
    const queued = await rt.uow.withTenant(tenantId, async (trx) => {
      const enrolment = await lockEnrolmentAt(trx, enrolmentId, step);
      if (!enrolment) return undefined;
      const sequence = await findSequence(trx, enrolment.sequence_id);
      const mailbox = sequence && (await findMailbox(trx, sequence.mailbox_id));
      const stepDef = sequence?.steps[step];
      const template = stepDef && (await findTemplate(trx, stepDef.templateId));
      if (!sequence || !mailbox || !template) {
        await advanceEnrolment(trx, enrolment.id, { step, status: 'completed', next_at: null });
        rt.log.warn({ enrolmentId, step }, 'sequence step without its mailbox or template; the enrolment ends');
        return undefined;
      }
      // An address that unsubscribed or bounced gets no sequence mail again, from any sequence.
      const suppressed = await findSuppression(trx, enrolment.address);
      if (suppressed) return void (await stopEnrolmentsOf(trx, enrolment.address, suppressed.reason));
      const now = new Date();
      const window = windowOf(sequence);
      const due = nextSendTime(now, window);
      if (due > now) return void (await deferEnrolment(trx, enrolment.id, due));
      const today = dayStart(now, sequence.time_zone);
      if ((await sequenceSendsSince(trx, mailbox.id, today)) >= sequence.daily_limit) {
        return void (await deferEnrolment(
          trx,
          enrolment.id,
          nextSendTime(new Date(today.getTime() + 24 * hourMs), window),
        ));
      }
      const signature = await findSignature(trx, sequence.owner_id);
      const values: MergeValues = {
        ...enrolment.merge,
        'sender.name': mailbox.display_name,
        'sender.signature': signature?.signature,
      };
      const token = linkToken(rt.config.MAIL_LINK_SECRET, 'unsubscribe', tenantId, enrolment.id);
      // The workspace's address may carry `?tenant=`; the public route needs no workspace.
      const unsubscribe = new URL(`/api/public/unsubscribe/${token}`, sequence.link_base).toString();
      const text = renderMerge(template.body, values);
      const id = crypto.randomUUID();
      const tracked = (url: string) => {
        const click = new URL(
          `/api/public/click/${linkToken(rt.config.MAIL_LINK_SECRET, 'click', tenantId, id, url)}`,
          sequence.link_base,
        );
        click.searchParams.set('u', url);
        return click.toString();
      };
      const pixel = new URL(
        `/api/public/open/${linkToken(rt.config.MAIL_LINK_SECRET, 'open', tenantId, id)}`,
        sequence.link_base,
      );
      const row = await insertOutbound(trx, {
        tenant_id: tenantId,
        id,
        intent_id: stepIntentId(enrolment.id, step),
        mailbox_id: mailbox.id,
        owner_id: sequence.owner_id,
        contact_id: enrolment.contact_id,
        enrolment_id: enrolment.id,
        step,
        rfc_message_id: `<${id}@${mailbox.address.split('@')[1]}>`,
        recipients: JSON.stringify([{ address: enrolment.address }]),
        cc: '[]',
        subject: renderMerge(template.subject, values).replace(/[\r\n]+/g, ' '),
        html: `${withTrackedLinks(bodyHtml(text), tracked)}<p style="color:#6b7280;font-size:12px">Not interested? <a href="${unsubscribe}">Unsubscribe</a></p><img src="${pixel}" width="1" height="1" alt="">`,
        text_body: `${text}\n\n--\nUnsubscribe: ${unsubscribe}`,
        list_unsubscribe: unsubscribe,
        status: 'queued',
        send_at: null,
      });
      const next = sequence.steps[step + 1];
      await advanceEnrolment(
        trx,
        enrolment.id,
        next
          ? { step: step + 1, status: 'active', next_at: new Date(now.getTime() + next.delayHours * hourMs) }
          : { step: step + 1, status: 'completed', next_at: null },
      );
      return row;
    });
    if (queued) handOver(tenantId, queued.id);
  };
}
export type StepRunner = ReturnType<typeof createStepRunner>;
