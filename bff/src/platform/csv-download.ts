import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { csvWriteOptions } from '@smartcrm/kit';
import type { FastifyReply } from 'fastify';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Streams every page of a keyset listing as a CSV download. The row count travels as an HTTP
 * trailer once the last page is written; a page that fails mid-way aborts the response, so a
 * download is never silently short. The first page is read before anything is sent, so a listing
 * that does not exist (another tenant's id) is an ordinary error response, not a broken download.
 */
export async function sendCsvPages<T>(
  reply: FastifyReply,
  fileName: string,
  columns: { key: string; header: string }[],
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  toRecord: (item: T) => Record<string, unknown>,
) {
  let rows = 0;
  const first = await fetchPage(undefined);
  async function* records() {
    let page = first;
    for (;;) {
      for (const item of page.items) yield toRecord(item);
      rows += page.items.length;
      if (!page.nextCursor) return;
      page = await fetchPage(page.nextCursor);
    }
  }
  const body = stringify({ header: true, columns, ...csvWriteOptions });
  // pipeline destroys `body` with the error, which makes Fastify abort the response.
  pipeline(Readable.from(records()), body).catch(() => undefined);
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  reply.trailer('x-row-count', async () => String(rows));
  return reply.send(body);
}
