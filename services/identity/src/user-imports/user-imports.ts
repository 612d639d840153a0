import { consumeEvents, openUploadsBucket, type RpcHandlers, type ServiceDeps } from '@smartcrm/kit';
import { companyNameOf } from '../common/company-name';
import type { IdentityConfig } from '../config';
import type { IdentityDb } from '../db/schema';
import { findUserById } from '../users/user.repository';
import { createUserImportRunner } from './user-import-runner';
import { createUserImportService } from './user-import.service';

type Handlers = Pick<
  RpcHandlers<'identity'>,
  | 'identity.user_imports.create'
  | 'identity.user_imports.get'
  | 'identity.user_imports.list'
  | 'identity.user_imports.start'
  | 'identity.user_imports.errors'
>;

/**
 * Bulk import of users: its RPC handlers and its worker. The start event is the job (JetStream
 * keeps it until a worker of any identity instance has run it), as mail uses its queued event.
 */
export async function startUserImports(
  deps: ServiceDeps<IdentityDb, IdentityConfig>,
  seatLimit: (tenantId: string) => Promise<number | null>,
): Promise<Handlers> {
  const { nc, uow, rpc, log, shutdown } = deps;
  const bucket = await openUploadsBucket(nc);
  const run = createUserImportRunner({
    uow,
    nc,
    bucket,
    log,
    seatLimit,
    batchRows: 1000,
    async invitationsOf(row) {
      const inviter = row.created_by
        ? await uow.withTenant(row.tenant_id, (trx) => findUserById(trx, row.created_by!))
        : undefined;
      return {
        companyName: await companyNameOf(rpc, row.tenant_id),
        inviter: inviter?.name || inviter?.email || 'An administrator',
        appUrl: row.app_url!,
      };
    },
  });
  const consumer = await consumeEvents(
    nc,
    'identity',
    'identity.user_import.started',
    (event) => run(event.tenantId, event.data.importId),
    log,
  );
  shutdown.add('user import worker', () => consumer.stop());

  const imports = createUserImportService(uow, bucket);
  return {
    'identity.user_imports.create': (request, ctx) => imports.create(request, ctx),
    'identity.user_imports.get': ({ id }, ctx) => imports.get(id, ctx),
    'identity.user_imports.list': (_request, ctx) => imports.list(ctx),
    'identity.user_imports.start': (request, ctx) => imports.start(request, ctx),
    'identity.user_imports.errors': (request, ctx) => imports.errors(request, ctx),
  };
}
