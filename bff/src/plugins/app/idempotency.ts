import { AppError } from '@smartcrm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fingerprinting, idempotencyKeyOf, type StoredAnswer, storable } from '../../platform/idempotency-record';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Redis key of this request's Idempotency-Key record while this request holds it. */
    idempotencyRecord: string | null;
    bodyDigest: Promise<string> | null;
  }
}

const dayInSeconds = 24 * 60 * 60;

/**
 * `Idempotency-Key` on POST (creates, imports, every other action): the first answer to a key is
 * kept 24 hours in Redis per workspace and caller; the same key with the same body gets that
 * answer again (`Idempotent-Replayed: true`), with another body 422, while the first is still
 * running 409. Server errors are not kept, so a retry runs again.
 */
export default fp(
  async function idempotency(app: FastifyInstance) {
    const { redis } = app;
    app.decorateRequest('idempotencyRecord', null);
    app.decorateRequest('bodyDigest', null);

    // A JSON body's bytes, hashed on their way to the parser (which reads them all before preHandler).
    app.addHook('preParsing', async (request, _reply, payload) => {
      const json = /^application\/json/i.test(request.headers['content-type'] ?? '');
      if (request.method !== 'POST' || request.headers['idempotency-key'] === undefined || !json) return payload;
      const { stream, digest } = fingerprinting(request);
      request.bodyDigest = digest;
      return payload.pipe(stream);
    });

    app.addHook('preHandler', async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key || request.method !== 'POST') return;
      const principal = request.apiKey?.keyId ?? request.session?.user.id;
      if (!principal || !request.tenant) return;
      const record = `smartcrm:idempotency:${request.tenant.id}:${principal}:${key}`;
      const fingerprint = await digestOf(request);
      const claimed = await redis.set(record, JSON.stringify({ fingerprint }), 'EX', dayInSeconds, 'NX');
      if (claimed) {
        request.idempotencyRecord = record;
        return;
      }
      const stored = JSON.parse((await redis.get(record)) ?? '{}') as Partial<StoredAnswer> & { fingerprint?: string };
      if (stored.fingerprint !== fingerprint) {
        throw new AppError('unprocessable', 'This Idempotency-Key was used with another request body', {
          field: 'Idempotency-Key',
        });
      }
      if (stored.status === undefined) {
        throw new AppError('conflict', 'A request with this Idempotency-Key is still running; retry shortly', {
          field: 'Idempotency-Key',
        });
      }
      reply.header('Idempotent-Replayed', 'true');
      if (stored.contentType) reply.type(stored.contentType);
      return reply.status(stored.status).send(stored.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const record = request.idempotencyRecord;
      if (!record) return payload;
      request.idempotencyRecord = null;
      const answer = storable(reply.statusCode, payload);
      if (!answer) {
        await redis.del(record);
        return payload;
      }
      const fingerprint = await digestOf(request);
      const contentType = String(reply.getHeader('content-type') ?? '');
      await redis.set(record, JSON.stringify({ fingerprint, contentType, ...answer }), 'EX', dayInSeconds);
      return payload;
    });
  },
  // After access and the trial guard: only a request that may run claims its key.
  { name: 'idempotency', dependencies: ['access', 'trial-guard'] },
);

/** Requests without a JSON body (none, or a multipart upload) are told apart by their route only. */
const digestOf = (request: FastifyRequest) => request.bodyDigest ?? Promise.resolve(`${request.method} ${request.url}`);
