import { randomBytes } from 'node:crypto';
import { AppError, appLink, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import { requireTenant } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { MessagingDb } from '../db/schema';
import { findMailbox, ownMailboxes } from '../mailboxes/mailbox.repository';
import type { createSendService } from '../outbound/send.service';
import { type MessagingRuntime, userOf } from '../runtime';
import { videoMailHtml } from './video-mail';
import { objectsOf, toVideo } from './video.mapper';
import {
  countView,
  deleteVideo,
  findLink,
  findVideo,
  insertVideo,
  linkForIntent,
  ownVideos,
  setThumbnail,
} from './video.repository';

const noVideo = () => new AppError('not_found', 'No such video');
const noLink = () => new AppError('not_found', 'This video link does not exist or its video was deleted');

/** The BFF names objects after the tenant: another tenant's bytes can never be claimed. */
function ownUpload(tenantId: string, objectName: string) {
  if (!objectName.startsWith(`${tenantId}/`)) throw new AppError('bad_input', 'Not an upload of this workspace');
}

/** A user's own video: videos are their owner's alone, as mailboxes are. */
async function ownVideo(db: Kysely<MessagingDb>, id: string, userId: string) {
  const video = await findVideo(db, id);
  if (!video || video.owner_id !== userId) throw noVideo();
  return video;
}

/**
 * Video email: a user's recordings, sent from their mailbox with a link of its own per recipient
 * (one per intent, so a repeated send makes one link and one mail), and the views of those links.
 */
export function createVideoService(rt: MessagingRuntime, sends: ReturnType<typeof createSendService>) {
  const { uow } = rt;

  return {
    async create(request: RpcParsedRequest<'messaging.videos.create'>, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      ownUpload(tenantId, request.objectName);
      return uow.withTenant(tenantId, async (trx) => {
        const { id } = await insertVideo(trx, {
          tenant_id: tenantId,
          owner_id: userId,
          title: request.title,
          object_name: request.objectName,
          content_type: request.contentType,
          size: request.size,
          duration_ms: request.durationMs,
        });
        return toVideo(await ownVideo(trx, id, userId));
      });
    },

    async list(ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      return { items: (await uow.read(tenantId, (db) => ownVideos(db, userId))).map(toVideo) };
    },

    async file(id: string, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      return objectsOf(await uow.read(tenantId, (db) => ownVideo(db, id, userId)));
    },

    async setThumbnail(request: RpcParsedRequest<'messaging.videos.set_thumbnail'>, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      ownUpload(tenantId, request.objectName);
      return uow.withTenant(tenantId, async (trx) => {
        await ownVideo(trx, request.id, userId);
        await setThumbnail(trx, request.id, request.objectName);
        return toVideo(await ownVideo(trx, request.id, userId));
      });
    },

    async remove(id: string, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      return uow.withTenant(tenantId, async (trx) => {
        const video = await ownVideo(trx, id, userId);
        await deleteVideo(trx, id);
        return objectsOf(video);
      });
    },

    async send(request: RpcParsedRequest<'messaging.videos.send'>, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const { video, link } = await uow.withTenant(tenantId, async (trx) => {
        const video = await ownVideo(trx, request.id, userId);
        const mailbox = request.mailboxId
          ? await findMailbox(trx, request.mailboxId)
          : (await ownMailboxes(trx, userId))[0];
        const link = await linkForIntent(trx, {
          tenant_id: tenantId,
          video_id: video.id,
          intent_id: request.intentId,
          token: randomBytes(24).toString('base64url'),
          recipient: request.to.address,
          contact_id: request.contactId ?? null,
          sender_name: mailbox?.display_name || mailbox?.address || (ctx.actor?.email ?? ''),
        });
        if (link.video_id !== video.id) throw new AppError('conflict', 'This intent id is taken');
        return { video, link };
      });
      const pageUrl = appLink(request.linkBase, `/v/${link.token}`);
      const html = videoMailHtml({
        message: request.message,
        title: video.title,
        durationMs: video.duration_ms,
        pageUrl,
        thumbnailUrl: video.thumbnail_object
          ? appLink(request.linkBase, `/api/video-links/${link.token}/thumbnail`)
          : null,
      });
      // The outbox sends once per intent: a repeat of this request finds the same link and the same mail.
      const message = await sends.send(
        {
          intentId: request.intentId,
          mailboxId: request.mailboxId,
          to: [request.to],
          cc: [],
          subject: request.subject,
          html,
          contactId: request.contactId,
        },
        ctx,
      );
      return { message, link: pageUrl };
    },

    /** What a link's hosted page shows, found by its token alone (the page has no session). */
    async publicGet(token: string, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const link = await uow.read(tenantId, (db) => findLink(db, token));
      if (!link) throw noLink();
      return {
        title: link.title,
        durationMs: link.duration_ms,
        senderName: link.sender_name || null,
        hasThumbnail: link.thumbnail_object !== null,
        ...objectsOf(link),
      };
    },

    /** A play on the hosted page: the first from this viewer counts, and goes on the timeline. */
    async view(token: string, viewer: string, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      await uow.withTenant(tenantId, async (trx, emit) => {
        const link = await findLink(trx, token);
        if (!link) throw noLink();
        const views = await countView(trx, tenantId, link.link_id, viewer);
        if (views === null) return;
        emit({
          type: 'messaging.video.viewed',
          tenantId,
          data: {
            videoId: link.video_id,
            linkId: link.link_id,
            title: link.title,
            recipient: link.recipient,
            contactId: link.contact_id,
            ownerId: link.owner_id,
            views,
            at: new Date().toISOString(),
          },
        });
      });
      return { ok: true as const };
    },
  };
}
export type VideoService = ReturnType<typeof createVideoService>;
