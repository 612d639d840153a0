import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory of the caller. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Local state of the dependencies the launcher starts itself (git-ignored). */
export const dataDir = join(repoRoot, '.data');
