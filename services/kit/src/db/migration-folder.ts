import { readdir } from 'node:fs/promises';
import type { Migration, MigrationProvider } from 'kysely';

const migrationFile = /^(\d{4}_[a-z0-9_]+)\.ts$/;

/**
 * A service's migrations are the files of its migrations folder, named `NNNN_what_it_does.ts`:
 * adding one is adding a file, with no index to edit. Each file is frozen once it has landed.
 * (kysely's FileMigrationProvider does the same, but imports from inside node_modules, where
 * neither tsx nor vitest turn TypeScript into JavaScript.)
 */
export function migrationFolder(folder: URL): MigrationProvider {
  return {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const file of (await readdir(folder)).sort()) {
        const name = migrationFile.exec(file)?.[1];
        if (name) migrations[name] = (await import(new URL(file, folder).href)) as Migration;
      }
      return migrations;
    },
  };
}
