import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { AppError } from '@smartcrm/contracts';
import type { FastifyRequest } from 'fastify';

/** Printable ASCII without spaces, as the IETF draft's examples and Stripe's keys are; 255 at most. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, or null without one; a malformed or huge one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !keyPattern.test(key)) {
    throw new AppError('bad_input', 'Idempotency-Key must be 1 to 255 visible ASCII characters, once', {
      field: 'Idempotency-Key',
    });
  }
  return key;
}

/** A stream that passes the body on to the parser and hashes method, path and bytes on the way. */
export function fingerprinting(request: FastifyRequest) {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  let resolve: (digest: string) => void = () => undefined;
  const digest = new Promise<string>((done) => {
    resolve = done;
  });
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      resolve(hash.digest('base64url'));
      callback();
    },
  });
  return { stream, digest };
}

export interface StoredAnswer {
  status: number;
  body: string;
  contentType?: string;
}

/**
 * What is kept of an answer: successes and the caller's own mistakes. Server errors, and answers
 * that depend on the moment (auth, conflicts, limits) are not: a retry must run again.
 */
export function storable(status: number, payload: unknown): StoredAnswer | null {
  if (status >= 500 || [401, 403, 409, 429].includes(status)) return null;
  if (typeof payload === 'string') return { status, body: payload };
  if (Buffer.isBuffer(payload)) return { status, body: payload.toString('utf8') };
  return payload == null ? { status, body: '' } : null;
}
