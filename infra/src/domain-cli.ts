/**
 * `npm run domain -- verify WORKSPACE DOMAIN`: a platform operator marks a tenant's custom domain
 * verified without the DNS check (a customer whose DNS cannot hold the TXT record, or a machine
 * without internet). It goes through the tenant service over NATS, so caches drop at once.
 */
import { pathToFileURL } from 'node:url';
import { AppError, CustomDomainName, TenantIdentifier } from '@smartcrm/contracts';
import { createRpcClient } from '@smartcrm/kit';
import { connect } from 'nats';

const usage = 'usage: npm run domain -- verify WORKSPACE DOMAIN';

export async function runDomainCommand(args: readonly string[], natsUrl = 'nats://127.0.0.1:4222'): Promise<string> {
  const [command, workspace, name] = args;
  const tenant = TenantIdentifier.safeParse(workspace);
  const domain = CustomDomainName.safeParse(name);
  if (command !== 'verify' || !tenant.success || !domain.success) throw new AppError('bad_input', usage);
  const nc = await connect({ servers: natsUrl, timeout: 3000, name: 'smartcrm-domain-cli' });
  try {
    const ctx = { tenantId: null, actor: null, requestId: crypto.randomUUID() };
    const input = { tenant: tenant.data, domain: domain.data };
    const verified = await createRpcClient(nc, 10_000).call('tenant.domains.mark_verified', input, ctx);
    return `${verified.domain} is verified for ${tenant.data}: it serves that workspace now`;
  } finally {
    await nc.drain();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runDomainCommand(process.argv.slice(2), process.env.NATS_URL).then(
    (line) => {
      process.stdout.write(`${line}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
