/**
 * `npm run admin -- promote EMAIL [--tenant TENANT_ID]` / `demote …`: the only way to make a
 * user a platform operator (or stop them being one). It writes through identity's own code on
 * the owner connection (which sees every tenant's users), then tells running services so their
 * session caches drop the user. No HTTP route or RPC can do this.
 */
import { pathToFileURL } from 'node:url';
import { AppError } from '@smartcrm/contracts';
import { buildEvent, createDb, publishEvent } from '@smartcrm/kit';
import type { IdentityDb } from '@smartcrm/identity/src/db/schema';
import { type OperatorFlagChange, setOperatorFlag } from '@smartcrm/identity/src/operators/operator-flag';
import { connect } from 'nats';

const usage = 'usage: npm run admin -- promote|demote EMAIL [--tenant TENANT_ID]';

export interface AdminEnv {
  DATABASE_URL?: string;
  NATS_URL?: string;
}

/** Runs one command; answers the line to print. Throws AppError with a message for the user. */
export async function runAdminCommand(args: readonly string[], env: AdminEnv = process.env): Promise<string> {
  const [command, email, flag, tenantId] = args;
  if (
    (command !== 'promote' && command !== 'demote') ||
    !email ||
    (flag && flag !== '--tenant') ||
    (flag && !tenantId)
  ) {
    throw new AppError('bad_input', usage);
  }
  const db = createDb<IdentityDb>({
    url: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/smartcrm',
    schema: 'identity',
    poolSize: 1,
  });
  try {
    const change = await setOperatorFlag(db, email, command === 'promote', tenantId);
    const told = await announce(change, env.NATS_URL ?? 'nats://127.0.0.1:4222');
    const what = command === 'promote' ? 'is now a platform operator' : 'is no longer a platform operator';
    return `${change.email} (workspace ${change.tenantId}) ${what}${told ? '' : ' (NATS did not answer: signed-in sessions see it within a minute)'}`;
  } finally {
    await db.destroy();
  }
}

/** The same event a role change sends: every BFF drops the user's cached sessions. */
async function announce(change: OperatorFlagChange, natsUrl: string): Promise<boolean> {
  const nc = await connect({ servers: natsUrl, timeout: 2000, name: 'smartcrm-admin-cli' }).catch(() => null);
  if (!nc) return false;
  try {
    const { userId, email, name, role, status } = change;
    const event = buildEvent({
      type: 'identity.user.updated',
      tenantId: change.tenantId,
      data: { userId, email, name, role, status },
    });
    await publishEvent(nc.jetstream(), event);
    return true;
  } catch {
    return false;
  } finally {
    await nc.drain();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAdminCommand(process.argv.slice(2)).then(
    (line) => {
      process.stdout.write(`${line}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof AppError ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
