import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, importsBucket, importsBucketTtlMs } from '@smartcrm/contracts';
import { type NatsConnection, nanos } from 'nats';

/**
 * Streams an uploaded file into the imports object store under a new name that starts with the
 * tenant id; no temporary file, so any BFF instance can take any upload.
 */
export async function storeUpload(nc: NatsConnection, tenantId: string, file: MultipartFile, maxBytes: number) {
  const bucket = await nc.jetstream().views.os(importsBucket, { ttl: nanos(importsBucketTtlMs) });
  const objectName = `${tenantId}/${crypto.randomUUID()}`;
  const data = Readable.toWeb(file.file) as unknown as ReadableStream<Uint8Array>;
  const info = await bucket.put({ name: objectName }, data as WebReadableStream<Uint8Array> as never);
  if (file.file.truncated) {
    await bucket.delete(objectName).catch(() => undefined);
    throw new AppError('bad_input', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
  return { objectName, size: info.size };
}
