import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from './errors';
import type { LineSink } from './log-format';
import { note } from './log-format';
import { repoRoot } from './paths';
import { runOnce } from './supervisor';

const webDir = join(repoRoot, 'web');
const sources = ['src', 'public', 'vite', 'index.html', 'vite.config.ts', 'package.json'];

/** Builds the web app (vite) when web/dist is missing or older than any of its sources. */
export async function ensureWebBuilt(log: LineSink, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const builtAt = mtime(join(webDir, 'dist', 'index.html'));
  const changedAt = Math.max(0, ...sources.map((entry) => newestMtime(join(webDir, entry))));
  if (builtAt !== undefined && builtAt >= changedAt) return;
  log('web', note('info', builtAt === undefined ? 'building the web app' : 'web sources changed; rebuilding'));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  try {
    // Always the production build: a NODE_ENV of the caller's (vitest sets `test`) would make vite
    // bundle React's development build, half as big again and slower, into what the BFF serves.
    const buildEnv = { ...env, NODE_ENV: 'production' };
    await runOnce(
      { name: 'web', command: npm, args: ['run', 'build', '-w', 'web'], cwd: repoRoot, env: buildEnv },
      log,
    );
  } catch {
    if (builtAt === undefined) throw new StartupError('Building the web app failed (npm run build -w web); see above');
    log('web', note('warn', 'the web build failed; serving the previous build in web/dist'));
  }
}

function mtime(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

function newestMtime(path: string): number {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}
