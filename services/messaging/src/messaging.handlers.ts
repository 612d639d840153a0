import type { RpcHandlers } from '@smartcrm/kit';
import type { MailboxService } from './mailboxes/mailbox.service';
import type { createSendService } from './outbound/send.service';
import type { SmsMethod } from './sms/sms.handlers';
import type { SequenceService } from './sequences/sequence.service';
import type { TemplateService } from './templates/template.service';
import type { VideoMethod } from './videos/video.handlers';
import { userOf } from './runtime';

const ok = { ok: true } as const;

/** Maps each email method to the service that answers it (texts: sms/sms.handlers.ts; videos: videos/video.handlers.ts). */
export function messagingHandlers(
  mailboxes: MailboxService,
  sends: ReturnType<typeof createSendService>,
  syncNow: (tenantId: string, id: string) => Promise<void>,
  templates: TemplateService,
  sequences: SequenceService,
): Omit<RpcHandlers<'messaging'>, SmsMethod | VideoMethod> {
  return {
    'messaging.mailboxes.connect': (request, ctx) => mailboxes.connect(request, ctx),
    'messaging.mailboxes.list': (_request, ctx) => mailboxes.list(ctx),
    'messaging.mailboxes.update': (request, ctx) => mailboxes.update(request, ctx),
    'messaging.mailboxes.test': (request, ctx) => mailboxes.test(request.id, ctx),
    'messaging.mailboxes.sync': async (request, ctx) => {
      await mailboxes.ownMailbox(ctx, request.id);
      // Answered at once: a first backfill may take longer than a caller waits.
      void syncNow(userOf(ctx).tenantId, request.id);
      return ok;
    },
    'messaging.mailboxes.disconnect': async (request, ctx) => {
      await mailboxes.disconnect(request.id, ctx);
      return ok;
    },
    'messaging.messages.send': (request, ctx) => sends.send(request, ctx),
    'messaging.messages.get': (request, ctx) => sends.get(request.intentId, ctx),
    'messaging.templates.list': (_request, ctx) => templates.list(ctx),
    'messaging.templates.create': (request, ctx) => templates.create(request, ctx),
    'messaging.templates.update': (request, ctx) => templates.update(request, ctx),
    'messaging.templates.delete': async (request, ctx) => {
      await templates.remove(request.id, ctx);
      return ok;
    },
    'messaging.signature.get': (_request, ctx) => templates.signature(ctx),
    'messaging.signature.set': (request, ctx) => templates.setSignature(request, ctx),
    'messaging.sequences.list': (_request, ctx) => sequences.list(ctx),
    'messaging.sequences.create': (request, ctx) => sequences.create(request, ctx),
    'messaging.sequences.get': (request, ctx) => sequences.get(request.id, ctx),
    'messaging.sequences.delete': async (request, ctx) => {
      await sequences.remove(request.id, ctx);
      return ok;
    },
    'messaging.sequences.enrol': (request, ctx) => sequences.enrol(request, ctx),
    'messaging.sequences.enrolments': (request, ctx) => sequences.enrolments(request, ctx),
    'messaging.unsubscribe': (request) => sequences.unsubscribe(request.token),
    'messaging.track.click': (request) => sequences.recordClick(request.token, request.url),
    'messaging.track.open': async (request) => {
      await sequences.recordOpen(request.token);
      return ok;
    },
  };
}
