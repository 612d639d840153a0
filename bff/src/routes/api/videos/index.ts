import multipart from '@fastify/multipart';
import { AppError, access, SendVideoInput, Video, VideoSent, VideoUploadQuery } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrlOf } from '../../../platform/client-address';
import {
  openVideosBucket,
  storeThumbnail,
  storeVideo,
  sendThumbnail,
  videoObject,
} from '../../../platform/video-upload';

const params = z.object({ id: z.uuid() });
const config = access.videoEmail;
const tags = ['video email'];

/** Video email: a user's recordings (bytes in the videos object store), their thumbnails, and sending them. */
const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: app.config.VIDEO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Upload a recording (multipart, field "file": WebM or MP4)',
        querystring: VideoUploadQuery,
        consumes: ['multipart/form-data'],
        response: { 201: Video },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('bad_input', 'Send the video as multipart/form-data');
      const file = await request.file();
      if (!file) throw new AppError('bad_input', 'No file in the upload', { field: 'file' });
      const ctx = request.rpcContext();
      const stored = await storeVideo(app.nc, ctx.tenantId!, file, app.config.VIDEO_MAX_BYTES);
      const created = await app.rpc
        .call('messaging.videos.create', { ...stored, ...request.query }, ctx)
        .catch(async (error) => {
          await (await openVideosBucket(app.nc)).delete(stored.objectName).catch(() => undefined);
          throw error;
        });
      return reply.status(201).send(created);
    },
  );
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'My videos, newest first, with their sends and views',
        response: { 200: z.object({ items: z.array(Video) }) },
      },
    },
    (request) => app.rpc.call('messaging.videos.list', {}, request.rpcContext()),
  );
  app.get(
    '/:id/stream',
    { config, schema: { tags, summary: 'My video, to watch it back', params } },
    async (request, reply) => {
      const file = await app.rpc.call('messaging.videos.file', request.params, request.rpcContext());
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(await videoObject(app.nc, file.objectName));
    },
  );
  app.get(
    '/:id/thumbnail',
    { config, schema: { tags, summary: 'My video’s thumbnail', params } },
    async (request, reply) => {
      const file = await app.rpc.call('messaging.videos.file', request.params, request.rpcContext());
      return sendThumbnail(reply, file.thumbnailObject, 'private, max-age=3600');
    },
  );
  app.put(
    '/:id/thumbnail',
    {
      config,
      schema: {
        tags,
        summary: 'Set the thumbnail (multipart, field "file": JPEG or PNG, at most 2 MB)',
        params,
        consumes: ['multipart/form-data'],
        response: { 200: Video },
      },
    },
    async (request) => {
      const ctx = request.rpcContext();
      const stored = await storeThumbnail(request, ctx.tenantId!);
      return app.rpc.call('messaging.videos.set_thumbnail', { id: request.params.id, ...stored }, ctx);
    },
  );
  app.delete(
    '/:id',
    { config, schema: { tags, summary: 'Delete my video; the pages of its links answer 404 from now on', params } },
    async (request, reply) => {
      const file = await app.rpc.call('messaging.videos.delete', request.params, request.rpcContext());
      const bucket = await openVideosBucket(app.nc);
      for (const name of [file.objectName, file.thumbnailObject])
        if (name) await bucket.delete(name).catch(() => undefined);
      return reply.status(204).send();
    },
  );
  app.post(
    '/:id/send',
    {
      config,
      schema: {
        tags,
        summary: 'Send the video by email from my mailbox, with a link of its own (the same intentId sends once)',
        params,
        body: SendVideoInput,
        response: { 202: VideoSent },
      },
    },
    async (request, reply) => {
      const linkBase = await appUrlOf(request, app.config.APP_URL);
      const sent = await app.rpc.call(
        'messaging.videos.send',
        { ...request.body, ...request.params, linkBase },
        request.rpcContext(),
      );
      return reply.status(202).send(sent);
    },
  );
};
export default videoRoutes;
