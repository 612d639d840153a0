import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFolder } from './migration-folder';

const migration = (table: string) =>
  `export async function up() { return '${table}'; }\nexport async function down() {}\n`;

describe('migrationFolder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    await writeFile(join(dir, '0010_later.ts'), migration('later'));
    await writeFile(join(dir, '0002_first.ts'), migration('first'));
    // Shared SQL beside the migrations and their tests are not migrations.
    await writeFile(join(dir, 'rls.ts'), 'export const rls = 1;\n');
    await writeFile(join(dir, '0003_first.test.ts'), migration('test'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('finds every NNNN_name.ts file of the folder, in name order, and nothing else', async () => {
    const migrations = await migrationFolder(pathToFileURL(`${dir}/`)).getMigrations();
    expect(Object.keys(migrations)).toEqual(['0002_first', '0010_later']);
    expect(await migrations['0010_later']?.up({} as never)).toBe('later');
  });
});
