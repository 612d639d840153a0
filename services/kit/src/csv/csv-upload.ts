/**
 * Reading an uploaded CSV file, shared by every import (contacts and deals in crm, users in
 * identity): the object as a stream, csv-parse set up for files from real spreadsheets, and a
 * preview of the header and first rows that reads no more than the start of the file.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AppError, importsBucket, importsBucketTtlMs } from '@smartcrm/contracts';
import { type Parser, parse } from 'csv-parse';
import { type NatsConnection, nanos, type ObjectStore } from 'nats';
import { unescapeFormula } from './csv-formulas';

/** The object store bucket uploads wait in (the BFF puts them there, a service reads them). */
export const openUploadsBucket = (nc: NatsConnection): Promise<ObjectStore> =>
  nc.jetstream().views.os(importsBucket, { ttl: nanos(importsBucketTtlMs) });

/** The uploaded file as a Node stream; a missing object is the caller's bad input. */
export async function readObject(bucket: ObjectStore, name: string): Promise<Readable> {
  const object = await bucket.get(name);
  if (!object) throw new AppError('not_found', 'The uploaded file is gone (imports keep it for 7 days)');
  return Readable.fromWeb(object.data as unknown as WebReadableStream<Uint8Array>);
}

/** csv-parse set up the same way for the preview and the import. */
export const csvParser = (delimiter: string, extra: { to?: number } = {}): Parser =>
  parse({
    bom: true,
    delimiter,
    // Files edited by hand mix Windows and Unix line ends.
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    // Our own exports escape formula cells; an export imports back as it was. (Per record: a
    // cast per cell costs csv-parse three context objects per cell, most of an import's parse time.)
    on_record: (record: string[]) => {
      for (let i = 0; i < record.length; i++) record[i] = unescapeFormula(record[i]!);
      return record;
    },
    ...extra,
  });

const sampleSize = 20;
const notCsv = (why: string) => new AppError('bad_input', `This file is not a CSV file: ${why}`);

/** The first line's most frequent separator of the usual ones (Excel in many locales writes ";"). */
function guessDelimiter(firstLine: string): string {
  const counts = [',', ';', '\t', '|'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Empty headers get a name, repeated ones a number, so every column can be mapped by its header. */
function uniqueHeaders(raw: string[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((h, i) => {
    const header = h.trim() || `Column ${i + 1}`;
    const n = (seen.get(header) ?? 0) + 1;
    seen.set(header, n);
    return n === 1 ? header : `${header} (${n})`;
  });
}

/** The header and the first rows of an upload, read without reading the rest of it. */
export async function readPreview(source: Readable) {
  const first = await firstChunk(source);
  if (!first) throw notCsv('it is empty');
  if (first.includes(0)) throw notCsv('it holds binary data');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(first.subarray(0, safeEnd(first)));
  } catch {
    throw notCsv('it is not UTF-8 text (save it from your spreadsheet as "CSV UTF-8")');
  }
  const delimiter = guessDelimiter(text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '');
  const records: string[][] = [];
  const parser = csvParser(delimiter, { to: sampleSize + 1 });
  parser.end(text);
  try {
    for await (const record of parser) records.push(record as string[]);
  } catch (error) {
    throw notCsv((error as Error).message);
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw notCsv('it has no rows under the header');
  return { headers: uniqueHeaders(header), rows, delimiter };
}

/** Up to 256 KiB from the start of the stream; the stream is closed after. */
async function firstChunk(source: Readable): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= 256 * 1024) break;
  }
  source.destroy();
  return size ? Buffer.concat(chunks) : null;
}

/** The end of the last whole UTF-8 character, so a cut through one is not taken for bad text. */
function safeEnd(bytes: Buffer): number {
  const end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > back ? end - back : end;
  }
  return end;
}
