import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { StartupError } from '../errors';
import type { LineSink } from '../log-format';
import { terminate } from '../supervisor';

export interface DaemonSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Run as this user (root starting Postgres). */
  uid?: number;
  gid?: number;
  /** Ready once this resolves true, or once an output line matches `readyLine`. */
  ready?: () => Promise<boolean>;
  readyLine?: RegExp;
  /** Which of its output lines are worth showing (the rest is kept for a failure report). */
  important: RegExp;
  stopSignal?: NodeJS.Signals;
  log: LineSink;
  timeoutMs?: number;
}

/**
 * Starts a dependency (postgres, redis-server, nats-server) as a child and waits until it answers.
 * It gets its own process group so a Ctrl-C in the terminal reaches only the launcher, which
 * stops the services before their dependencies; it is still stopped if the launcher exits.
 */
export async function startDaemon(spec: DaemonSpec): Promise<() => Promise<void>> {
  const { uid, gid, stopSignal = 'SIGTERM' } = spec;
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: spec.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid === undefined ? {} : { uid, gid }),
  });
  const stopOnExit = () => child.kill(stopSignal);
  process.once('exit', stopOnExit);
  const tail: string[] = [];
  let sawReadyLine = false;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 20) tail.shift();
      if (spec.readyLine?.test(line)) sawReadyLine = true;
      if (spec.important.test(line)) spec.log(spec.name, line);
    });
  }
  let exit: string | undefined;
  child.once('exit', (code, signal) => {
    exit = signal ? `signal ${signal}` : `code ${code}`;
  });
  child.once('error', (error) => {
    exit = error.message;
  });

  const deadline = Date.now() + (spec.timeoutMs ?? 20_000);
  while (!(sawReadyLine || (spec.ready && (await spec.ready())))) {
    if (exit !== undefined || Date.now() > deadline) {
      child.kill('SIGKILL');
      const why = exit === undefined ? 'did not answer in time' : `exited (${exit})`;
      throw new StartupError(`${spec.name} ${why}:\n${tail.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    await terminate(child, 10_000, stopSignal);
    process.off('exit', stopOnExit);
  };
}
