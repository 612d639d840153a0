import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/src/free-port';

export interface CalDavUser {
  username: string;
  password: string;
  /** The user's calendar collection, made at start (Radicale makes none by itself). */
  calendarUrl: string;
}

/**
 * A real CalDAV server of a test's own, from Debian's packages: Radicale with its collections in a
 * temporary directory, users from a plain htpasswd file, each user allowed only their own
 * calendars, on a free 127.0.0.1 port. Nothing under /etc is read (`--config` names ours only).
 */
export async function startCalDavServer(userNames: string[] = ['alice', 'bob']) {
  const dir = mkdtempSync(join(tmpdir(), 'smartcrm-test-caldav-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const users: CalDavUser[] = userNames.map((username) => ({
    username,
    password: `${username}-${crypto.randomUUID().slice(0, 8)}`,
    calendarUrl: `${url}/${username}/work/`,
  }));
  writeFileSync(join(dir, 'users'), users.map((u) => `${u.username}:${u.password}`).join('\n'));
  const configFile = join(dir, 'config');
  writeFileSync(
    configFile,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      // A test server: a wrong password is refused at once, not after the delay that slows guessing.
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${join(dir, 'collections')}`,
      '[logging]',
      'level = warning',
      'mask_passwords = True',
    ].join('\n'),
  );
  const logFile = join(dir, 'radicale.log');
  writeFileSync(logFile, '');
  const server = spawn('radicale', ['--config', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  server.stderr?.on('data', (chunk: Buffer) => writeFileSync(logFile, chunk, { flag: 'a' }));
  const logs = () => readFileSync(logFile, 'utf8').slice(-4000);
  try {
    await answering(url, server);
    for (const user of users) await makeCalendar(user);
  } catch (error) {
    await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`CalDAV server did not start: ${(error as Error).message}\n${logs()}`);
  }

  return {
    url,
    users,
    logs,
    /** A CalDAV request as the user, for a test that reads or writes their calendar directly. */
    request: (user: CalDavUser, path: string, init: RequestInit = {}) =>
      fetch(new URL(path, user.calendarUrl), {
        ...init,
        headers: { authorization: basicAuth(user), ...(init.headers as Record<string, string> | undefined) },
      }),
    async stop() {
      await stopProcess(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type CalDavServer = Awaited<ReturnType<typeof startCalDavServer>>;

const basicAuth = (user: CalDavUser) => `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}`;

async function makeCalendar(user: CalDavUser) {
  const body = `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop><D:displayname>Work</D:displayname></D:prop></D:set>
</C:mkcalendar>`;
  const reply = await fetch(user.calendarUrl, {
    method: 'MKCALENDAR',
    headers: { authorization: basicAuth(user), 'content-type': 'application/xml' },
    body,
  });
  if (reply.status !== 201) throw new Error(`MKCALENDAR for ${user.username}: ${reply.status} ${await reply.text()}`);
}

async function answering(url: string, server: ChildProcess) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`radicale exited with ${server.exitCode}`);
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing answers on ${url}`);
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
