import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { AppError, type RpcContext, type Role, type Tenant } from '@smartcrm/contracts';
import { createLogger, createRpcClient, type Logger, type RpcClient } from '@smartcrm/kit';
import { connect } from 'nats';
import { demo, demoOwner } from './demo-users';

export interface SeedResult {
  tenantId: string;
  /** E-mails of the users created by this run (empty when everything existed). */
  created: string[];
}

const context = (tenantId: string | null): RpcContext => ({ tenantId, actor: null, requestId: randomUUID() });

/**
 * Creates the demo tenant and one user per role through the services, and with `sampleCrm` its
 * sample contacts, deals, tasks and appointments (into an empty workspace only); safe to run again.
 */
export async function seedDemo(
  natsUrl: string,
  log: Logger = createLogger('seed'),
  { sampleCrm = false } = {},
): Promise<SeedResult> {
  const nc = await connect({ servers: natsUrl, name: 'smartcrm-seed', timeout: 5000 });
  try {
    const rpc = createRpcClient(nc, 15_000);
    return await whileUnavailable(() => seedOnce(rpc, sampleCrm), log);
  } finally {
    await nc.drain();
  }
}

async function seedOnce(rpc: RpcClient, sampleCrm: boolean): Promise<SeedResult> {
  const created: string[] = [];
  const userIds: string[] = [];
  let tenant = await findTenant(rpc);
  if (!tenant) {
    const signedUp = await rpc.call(
      'identity.auth.sign_up',
      { ...demo.tenant, name: demoOwner.name, email: demoOwner.email, password: demoOwner.password, client: {} },
      context(null),
    );
    tenant = signedUp.tenant;
    created.push(demoOwner.email);
    userIds.push(signedUp.user.id);
  }
  for (const [role, user] of Object.entries(demo.users) as [Role, (typeof demo.users)[Role]][]) {
    const existing = await rpc.call('identity.users.find_by_email', { email: user.email }, context(tenant.id));
    if (existing) {
      userIds.push(existing.id);
      continue;
    }
    userIds.push((await rpc.call('identity.users.create', { ...user, role }, context(tenant.id))).id);
    created.push(user.email);
  }
  if (sampleCrm) await rpc.call('crm.demo.seed', { ownerIds: userIds }, context(tenant.id));
  return { tenantId: tenant.id, created };
}

async function findTenant(rpc: RpcClient): Promise<Tenant | undefined> {
  try {
    return await rpc.call('tenant.tenants.resolve', { identifier: demo.tenant.slug }, context(null));
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return undefined;
    throw error;
  }
}

/** Services that were just (re)started may miss a request or two; anything else fails at once. */
async function whileUnavailable<T>(attempt: () => Promise<T>, log: Logger, tries = 10): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'unavailable') || n >= tries) throw error;
      log.warn({ reason: error.message }, 'a service is unavailable; retrying the seed');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = createLogger('seed');
  seedDemo(process.env.NATS_URL ?? 'nats://127.0.0.1:4222', log, { sampleCrm: true }).then(
    ({ tenantId, created }) => {
      log.info({ tenantId, created: created.length ? created.join(',') : 'none' }, 'demo tenant ready');
      process.exit(0);
    },
    (error: unknown) => {
      log.fatal({ err: error }, 'seeding the demo tenant failed');
      process.exit(1);
    },
  );
}
