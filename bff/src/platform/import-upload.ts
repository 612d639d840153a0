import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, importsBucket, importsBucketTtlMs } from '@smartcrm/contracts';
import { type NatsConnection, nanos } from 'nats';

// Directories (either slash), control characters and bidirectional overrides ("invoice\u202egnp.exe").
const directories = /^.*[\\/]/;
const unshowable = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name an upload is listed under: the browser's file name without any directory part or
 * characters that hide what it is. Uploads are stored under names of our own; this is only shown.
 */
export function displayFileName(fileName: string): string {
  const base = fileName.replace(directories, '').replace(unshowable, '').trim();
  return (base || 'upload.csv').slice(-255);
}

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

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
    throw new AppError('bad_input', `The file is larger than ${sizeLabel(maxBytes)}`, { field: 'file' });
  }
  return { objectName, size: info.size, fileName: displayFileName(file.filename) };
}
