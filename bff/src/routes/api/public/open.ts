import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const open = { public: true, tenant: 'none' } as const;
/** A transparent 1×1 GIF. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The open pixel of sequence mail: counts the fetch, then answers the image whatever the token. */
const openPixelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/open/:token',
    {
      config: { ...open, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['public site'],
        summary: 'Open pixel of a sequence mail',
        params: z.object({ token: z.string().min(1).max(400) }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      await app.rpc.call('messaging.track.open', request.params, request.rpcContext()).catch((error) => {
        request.log.warn({ err: error }, 'an open was not counted');
      });
      // Bytes go out as they are (Fastify serialises no Buffer); the schema documents a body.
      return reply
        .type('image/gif')
        .header('cache-control', 'no-store')
        .send(pixel as unknown as string);
    },
  );
};
export default openPixelRoutes;
