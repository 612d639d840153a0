import { Ack, PublicVideo, VideoToken, VideoViewInput } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAddressAndWorkspace } from '../../../platform/client-address';
import { sendThumbnail, videoObject } from '../../../platform/video-upload';

const params = z.object({ token: VideoToken });
const tags = ['video email'];
// The recipient's page: no sign-in, on the workspace's own address; the token is the secret.
const config = { public: true, rateLimit: perAddressAndWorkspace(120) } as const;

/** A sent video's hosted page: what it shows, the video and its thumbnail, and the views it counts. */
const videoLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const found = (token: string, request: Parameters<typeof app.rpc.call>[2]) =>
    app.rpc.call('messaging.videos.public', { token }, request);

  app.get(
    '/:token',
    {
      config,
      schema: { tags, summary: 'A sent video as its recipient sees it', params, response: { 200: PublicVideo } },
    },
    async (request) => {
      const { title, durationMs, contentType, senderName, hasThumbnail } = await found(
        request.params.token,
        request.rpcContext(),
      );
      return { title, durationMs, contentType, senderName, hasThumbnail };
    },
  );
  app.get(
    '/:token/stream',
    { config, schema: { tags, summary: 'The video itself', params } },
    async (request, reply) => {
      const video = await found(request.params.token, request.rpcContext());
      return reply
        .type(video.contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(await videoObject(app.nc, video.objectName));
    },
  );
  app.get(
    '/:token/thumbnail',
    { config, schema: { tags, summary: 'The thumbnail the email shows', params } },
    async (request, reply) => {
      const video = await found(request.params.token, request.rpcContext());
      return sendThumbnail(reply, video.thumbnailObject, 'public, max-age=86400');
    },
  );
  app.post(
    '/:token/views',
    {
      config,
      schema: {
        tags,
        summary: 'Count a play (once per viewer key); the view goes on the contact’s timeline',
        params,
        body: VideoViewInput,
        response: { 200: Ack },
      },
    },
    (request) => app.rpc.call('messaging.videos.view', { ...request.params, ...request.body }, request.rpcContext()),
  );
};
export default videoLinkRoutes;
