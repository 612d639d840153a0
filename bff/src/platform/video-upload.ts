import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, videosBucket } from '@smartcrm/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NatsConnection, ObjectStore } from 'nats';

export const openVideosBucket = (nc: NatsConnection): Promise<ObjectStore> => nc.jetstream().views.os(videosBucket);

/** What a file is by its first bytes, whatever the browser called it. */
export function sniffMedia(head: Uint8Array): 'video/webm' | 'video/mp4' | 'image/jpeg' | 'image/png' | null {
  const at = (offset: number, bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  if (at(0, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (at(4, [0x66, 0x74, 0x79, 0x70])) return 'video/mp4';
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47])) return 'image/png';
  return null;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The stream's first 16 bytes (enough to sniff), and the whole stream again with them in front. */
async function peek(source: Readable): Promise<{ head: Buffer; stream: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = source[Symbol.asyncIterator]();
  while (length < 16) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  async function* replay() {
    yield* chunks;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value as Buffer;
  }
  return { head: Buffer.concat(chunks), stream: Readable.from(replay()) };
}

/**
 * Streams a recording into the videos bucket under a name that starts with the tenant id, after
 * checking by its first bytes that it is a WebM or MP4 video; an oversized one is deleted again.
 */
export async function storeVideo(nc: NatsConnection, tenantId: string, file: MultipartFile, maxBytes: number) {
  const { head, stream } = await peek(file.file);
  const contentType = sniffMedia(head);
  if (contentType !== 'video/webm' && contentType !== 'video/mp4') {
    file.file.resume();
    throw new AppError('bad_input', 'The file is not a WebM or MP4 video', { field: 'file' });
  }
  const bucket = await openVideosBucket(nc);
  const objectName = `${tenantId}/${crypto.randomUUID()}`;
  const info = await bucket.put({ name: objectName }, Readable.toWeb(stream) as WebReadableStream<Uint8Array> as never);
  if (file.file.truncated) {
    await bucket.delete(objectName).catch(() => undefined);
    throw new AppError('bad_input', `The video is larger than ${megabytes(maxBytes)}`, { field: 'file' });
  }
  return { objectName, size: info.size, contentType };
}

/** A thumbnail: the one uploaded JPEG or PNG image of at most 2 MB, checked by its first bytes. */
export async function storeThumbnail(request: FastifyRequest, tenantId: string) {
  if (!request.isMultipart()) throw new AppError('bad_input', 'Send the image as multipart/form-data');
  const maxBytes = 2 * 1024 * 1024;
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
  if (!file) throw new AppError('bad_input', 'No file in the upload', { field: 'file' });
  const bytes = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw new AppError('bad_input', `The thumbnail is larger than ${megabytes(maxBytes)}`, { field: 'file' });
  });
  const contentType = sniffMedia(bytes);
  if (contentType !== 'image/jpeg' && contentType !== 'image/png')
    throw new AppError('bad_input', 'The thumbnail is not a JPEG or PNG image', { field: 'file' });
  // Named by its kind, so it is served as what it is.
  const objectName = `${tenantId}/${crypto.randomUUID()}.${contentType === 'image/png' ? 'png' : 'jpg'}`;
  await (await openVideosBucket(request.server.nc)).putBlob({ name: objectName }, bytes);
  return { objectName, contentType };
}

/** A thumbnail's type, by the name it was stored under. */
export const thumbnailType = (objectName: string) => (objectName.endsWith('.png') ? 'image/png' : 'image/jpeg');

/** An object of the videos bucket as a response body; a vanished one is not found. */
export async function videoObject(nc: NatsConnection, objectName: string) {
  const object = await (await openVideosBucket(nc)).get(objectName);
  if (!object) throw new AppError('not_found', 'This video is gone');
  return Readable.fromWeb(object.data as unknown as WebReadableStream<Uint8Array>);
}

/** A video's thumbnail as the reply, as the kind it was stored as; a video without one is not found. */
export async function sendThumbnail(reply: FastifyReply, objectName: string | null, cacheControl: string) {
  if (!objectName) throw new AppError('not_found', 'This video has no thumbnail');
  return reply
    .type(thumbnailType(objectName))
    .header('cache-control', cacheControl)
    .send(await videoObject(reply.server.nc, objectName));
}
