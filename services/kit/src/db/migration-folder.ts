import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileMigrationProvider, type MigrationProvider } from 'kysely';

/**
 * A service's migrations are the files of its migrations folder, named `NNNN_what_it_does.ts`:
 * adding one is adding a file, with no index to edit. Each file is frozen once it has landed.
 */
export function migrationFolder(folder: URL): MigrationProvider {
  return new FileMigrationProvider({ fs, path, migrationFolder: fileURLToPath(folder) });
}
