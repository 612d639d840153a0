import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import pg from 'pg';
import { browserHeaders, sessionCookieOf } from '../lib/bench-system';
import type { Figure } from '../lib/figures';

const boundary = 'smartcrm-bench-boundary';

/** A contacts CSV of `rows` rows, produced line by line (never held whole in memory). */
async function* csvLines(rows: number) {
  yield 'First Name,Last Name,Email,Company,Phone,City,Country,Last Contact\n';
  for (let i = 0; i < rows; i += 1000) {
    let chunk = '';
    for (let j = i; j < Math.min(rows, i + 1000); j++) {
      chunk += `Ada${j},Lovelace${j},ada${j}@import.bench,"Engines ${j % 5000}, Ltd",+44 20 ${j},London,UK,${1 + (j % 28)}-0${1 + (j % 9)}-2024\n`;
    }
    yield chunk;
  }
}

async function* multipartBody(rows: number) {
  yield `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  yield* csvLines(rows);
  yield `\r\n--${boundary}--\r\n`;
}

async function signUp(origin: string) {
  const slug = `imp${Date.now().toString(36)}`;
  const response = await fetch(`${origin}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': slug },
    body: JSON.stringify({
      companyName: 'Import Bench',
      slug,
      email: `o@${slug}.test`,
      password: 'bench-pass-1',
      name: 'O',
    }),
  });
  const body = (await response.json()) as { tenant: { id: string } };
  return { headers: browserHeaders(sessionCookieOf(response, 'sign-up'), slug), tenantId: body.tenant.id };
}

/**
 * Uploads a generated CSV through the BFF into a fresh workspace, starts the import and waits
 * for it; the workspace's contacts are deleted after, so the kept bench database stays as seeded.
 */
export async function measureImport(origin: string, databaseUrl: string, rows = 200_000): Promise<Figure[]> {
  const { headers, tenantId } = await signUp(origin);
  try {
    const uploadStarted = performance.now();
    const uploaded = await fetch(`${origin}/api/imports/contacts`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.toWeb(Readable.from(multipartBody(rows))) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    const created = (await uploaded.json()) as { id: string; suggestedMapping: Record<string, string> };
    if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${JSON.stringify(created)}`);
    const uploadSeconds = (performance.now() - uploadStarted) / 1000;

    const started = performance.now();
    await fetch(`${origin}/api/imports/${created.id}/start`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ mapping: created.suggestedMapping, dateFormat: 'day-first' }),
    });
    let status = '';
    let counts = { imported: 0, failed: 0 };
    while (!['completed', 'failed'].includes(status)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const current = (await (await fetch(`${origin}/api/imports/${created.id}`, { headers })).json()) as {
        status: string;
        counts: typeof counts;
      };
      ({ status, counts } = current);
    }
    const seconds = (performance.now() - started) / 1000;
    if (status !== 'completed' || counts.imported !== rows)
      throw new Error(`import ${status}: ${JSON.stringify(counts)}`);
    const rate = rows / seconds;
    const floor = await insertFloor(databaseUrl, tenantId, Math.min(rows, 50_000));
    const copy = await copyFloor(databaseUrl, tenantId, Math.min(rows, 50_000));
    return [
      { name: 'crm.import_rows_per_s', value: rate, unit: 'rows/s', target: { op: '>=', value: 50_000 } },
      { name: 'crm.import_upload_s', value: uploadSeconds, unit: 's' },
      { name: 'crm.import_with_upload_rows_per_s', value: rows / (seconds + uploadSeconds), unit: 'rows/s' },
      { name: 'crm.import_floor_rows_per_s', value: floor, unit: 'rows/s' },
      { name: 'crm.import_copy_floor_rows_per_s', value: copy, unit: 'rows/s' },
      { name: 'crm.import_vs_floor', value: rate / floor, unit: 'ratio', target: { op: '>=', value: 0.9 } },
      { name: 'crm.import_vs_copy', value: rate / copy, unit: 'ratio', target: { op: '>=', value: 0.25 } },
    ];
  } finally {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('DELETE FROM crm.contacts WHERE tenant_id = $1', [tenantId]).finally(() => client.end());
  }
}

/**
 * The floor: the same kind of rows written by one INSERT … SELECT straight on Postgres (same
 * indexes and triggers, no parsing, no validation), rolled back. What the contacts table itself
 * lets an import reach on this machine.
 */
async function insertFloor(databaseUrl: string, tenantId: string, rows: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const started = performance.now();
    await client.query(
      `INSERT INTO crm.contacts (tenant_id, first_name, last_name, name, email, phone, company_name, location)
       SELECT $1, 'Ada' || g, 'Lovelace' || g, 'Ada' || g || ' Lovelace' || g, 'floor' || g || '@import.bench',
         '+44 20 ' || g, 'Engines ' || (g % 5000) || ', Ltd', '{"city": "London", "country": "UK"}'
       FROM generate_series(1, $2::int) g`,
      [tenantId, rows],
    );
    return rows / ((performance.now() - started) / 1000);
  } finally {
    await client.query('ROLLBACK').finally(() => client.end());
  }
}

/**
 * The write floor: COPY of the same rows into an unindexed copy of the contacts table (its columns
 * and defaults, no indexes, triggers or row security), rolled back. What Postgres itself can take in.
 */
async function copyFloor(databaseUrl: string, tenantId: string, rows: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('CREATE TABLE crm.bench_contacts_copy (LIKE crm.contacts INCLUDING DEFAULTS)');
    async function* lines() {
      for (let g = 0; g < rows; g += 1000) {
        let chunk = '';
        for (let j = g; j < Math.min(rows, g + 1000); j++) {
          chunk += `${tenantId},Ada${j},Lovelace${j},Ada${j} Lovelace${j},copy${j}@import.bench,+44 20 ${j},"Engines ${j % 5000}, Ltd","{""city"": ""London"", ""country"": ""UK""}"\n`;
        }
        yield chunk;
      }
    }
    const started = performance.now();
    await pipeline(
      Readable.from(lines()),
      client.query(
        copyFrom(
          `COPY crm.bench_contacts_copy (tenant_id, first_name, last_name, name, email, phone, company_name, location)
           FROM STDIN WITH (FORMAT csv)`,
        ),
      ),
    );
    return rows / ((performance.now() - started) / 1000);
  } finally {
    await client.query('ROLLBACK').finally(() => client.end());
  }
}
