import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/src/free-port';
import { outage } from './outage';

const binDir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();

/** Runs a Postgres tool as the cluster's owner: root may not run Postgres, so root runs it as `postgres`. */
function asOwner(tool: string, args: string[]) {
  const command = join(binDir, tool);
  if (process.getuid?.() === 0)
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
  else execFileSync(command, args, { stdio: 'ignore' });
}

/**
 * A Postgres cluster of a test's own, from the machine's binaries in a temporary directory: a
 * test may stop and restart it without touching the Postgres every other test uses.
 */
export async function startPrivatePostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'smartcrm-test-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  asOwner('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    asOwner('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c fsync=off`, 'start']);
  start();
  asOwner('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'smartcrm']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/smartcrm`,
    /** An outage: every connection is cut, and the server comes back after `downMs`. */
    restart: (downMs: number, whileDown?: () => Promise<void>) =>
      outage(() => asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']), start, downMs, whileDown),
    /**
     * A tablespace on a disk of `sizeMb` (a tmpfs: needs root, as CI runs) for a test to fill; `fill`
     * takes the room that is left, `free` gives it back, `remove` unmounts it once the tablespace is gone.
     */
    smallDisk(sizeMb: number) {
      const location = join(dir, 'small-disk');
      mkdirSync(location);
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}M`, 'tmpfs', location]);
      execFileSync('chown', ['postgres:postgres', location]);
      const filler = join(location, 'filler');
      return {
        location,
        fill: () => {
          try {
            execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' });
          } catch {
            // dd stops with an error when the disk is full: that is the point
          }
        },
        free: () => rmSync(filler, { force: true }),
        remove: () => execFileSync('umount', [location]),
      };
    },
    stop: async () => {
      asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
