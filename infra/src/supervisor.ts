import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { StartupError } from './errors';
import { type LineSink, note } from './log-format';

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface SupervisedChild {
  readonly name: string;
  /** No restart from now on: an exit is expected (a Ctrl-C reaches every child at once). */
  retire(): void;
  /** Retires, then SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const minBackoffMs = 500;
const maxBackoffMs = 15_000;
/** A child that ran this long before dying is considered healthy again: back-off restarts. */
const stableAfterMs = 30_000;

/** Runs a child for ever: restarts it with capped exponential back-off when it exits on its own. */
export function supervise(spec: ChildSpec, log: LineSink): SupervisedChild {
  let child: ChildProcess | undefined;
  let stopping = false;
  let failures = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  const launch = () => {
    const startedAt = Date.now();
    const current = spawnLogged(spec, log);
    child = current;
    current.once('exit', (code, signal) => {
      child = undefined;
      if (stopping) return;
      if (Date.now() - startedAt > stableAfterMs) failures = 0;
      const delay = Math.min(minBackoffMs * 2 ** failures, maxBackoffMs);
      failures += 1;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      // Decided and logged after the delay: a Ctrl-C may reach the child before the launcher retires it.
      restartTimer = setTimeout(() => {
        log(
          spec.name,
          note('warn', `exited unexpectedly (${how}); restarted after ${delay} ms`, { restarts: failures }),
        );
        launch();
      }, delay);
    });
  };
  launch();

  const retire = () => {
    stopping = true;
    clearTimeout(restartTimer);
  };
  return {
    name: spec.name,
    retire,
    async stop(graceMs = 12_000) {
      retire();
      if (child) await terminate(child, graceMs);
    },
  };
}

/** Runs a command to completion with its output sent to `log`; rejects on a non-zero exit. */
export async function runOnce(spec: ChildSpec, log: LineSink): Promise<void> {
  const child = spawnLogged(spec, log);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (...result) => resolve(result));
  });
  if (code !== 0) throw new StartupError(`${spec.name} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`);
}

/** Sends `signal` and waits for the exit, killing the process if it outlives `graceMs`. */
export async function terminate(child: ChildProcess, graceMs: number, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(killer);
}

function spawnLogged(spec: ChildSpec, log: LineSink): ChildProcess {
  const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
  forwardLines(child.stdout, spec.name, log);
  forwardLines(child.stderr, spec.name, log);
  child.on('error', (error) => log(spec.name, note('error', `could not start: ${error.message}`)));
  return child;
}

export function forwardLines(stream: Readable | null, source: string, log: LineSink): void {
  if (!stream) return;
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    if (line.trim()) log(source, line);
  });
}
