import {
  AppError,
  type ApiKey,
  ApiKeyScope,
  type CreatedApiKey,
  type RpcContext,
  type RpcParsedRequest,
  roles,
  type VerifiedApiKey,
} from '@smartcrm/contracts';
import type { UnitOfWork } from '@smartcrm/kit';
import { recordAudit } from '../audit/audit.repository';
import { requirePermission } from '../common/actor';
import type { IdentityDb } from '../db/schema';
import { hashToken, newOpaqueToken } from '../tokens/opaque-token';
import { type ApiKeyRow, insertApiKey, liveApiKeys, revokeApiKey, useApiKey } from './api-key.repository';

const secretPrefix = 'smk_';

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: ApiKeyScope.array().parse(row.scopes),
  role: row.role,
  createdBy: row.created_by_email,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  expiresAt: row.expires_at?.toISOString() ?? null,
});

/** A key acts with at most its creator's powers: roles rank as listed, super admin first. */
function checkKeyInput(input: RpcParsedRequest<'identity.api_keys.create'>, creatorRole: ApiKey['role']) {
  if (roles.indexOf(input.role) < roles.indexOf(creatorRole)) {
    throw new AppError('forbidden', `A key may not act with more than your own role (${creatorRole})`, {
      field: 'role',
    });
  }
  if (input.expiresAt && Date.parse(input.expiresAt) <= Date.now()) {
    throw new AppError('bad_input', 'expiresAt: the expiry must be in the future', { field: 'expiresAt' });
  }
}

/**
 * API keys: created and revoked by users with api_access (audited). A key acts as an integration
 * user named after it, with the role its creator picked; verify tells the BFF who that is.
 */
export function createApiKeyService(uow: UnitOfWork<IdentityDb>) {
  return {
    async list(ctx: RpcContext): Promise<{ items: ApiKey[] }> {
      const { tenantId } = requirePermission(ctx, 'api_access');
      return { items: (await uow.withTenant(tenantId, liveApiKeys)).map(toApiKey) };
    },

    async create(input: RpcParsedRequest<'identity.api_keys.create'>, ctx: RpcContext): Promise<CreatedApiKey> {
      const { tenantId, actor } = requirePermission(ctx, 'api_access');
      checkKeyInput(input, actor.role);
      const { token, hash } = newOpaqueToken();
      const secret = `${secretPrefix}${token}`;
      const row = await uow.withTenant(tenantId, async (trx) => {
        const created = await insertApiKey(trx, {
          tenant_id: tenantId,
          name: input.name,
          prefix: secret.slice(0, 10),
          secret_hash: hash,
          scopes: input.scopes,
          role: input.role,
          expires_at: input.expiresAt ? new Date(input.expiresAt) : null,
          created_by: actor.userId,
          created_by_email: actor.email,
        });
        const target = { id: created.id, label: created.name };
        await recordAudit(trx, {
          tenantId,
          actor,
          action: 'api_key.created',
          target,
          details: { scopes: input.scopes, role: input.role, expiresAt: input.expiresAt },
        });
        return created;
      });
      return { ...toApiKey(row), secret };
    },

    async revoke(id: string, ctx: RpcContext): Promise<{ ok: true }> {
      const { tenantId, actor } = requirePermission(ctx, 'api_access');
      await uow.withTenant(tenantId, async (trx) => {
        const revoked = await revokeApiKey(trx, id);
        if (!revoked) throw new AppError('not_found', 'No such API key');
        await recordAudit(trx, { tenantId, actor, action: 'api_key.revoked', target: { id, label: revoked.name } });
      });
      return { ok: true };
    },

    /** One answer for unknown, revoked and other workspaces' keys: which it was helps only an attacker. */
    async verify(secret: string, ctx: RpcContext): Promise<VerifiedApiKey> {
      if (!ctx.tenantId) throw new AppError('unauthenticated', 'Invalid API key');
      // The hash is of the part after the prefix, as created.
      const row = await uow.withTenant(ctx.tenantId, (trx) =>
        useApiKey(trx, hashToken(secret.slice(secretPrefix.length))),
      );
      if (!row) throw new AppError('unauthenticated', 'Invalid or revoked API key');
      if (row.expires_at && row.expires_at.getTime() <= Date.now()) {
        throw new AppError('unauthenticated', `This API key expired at ${row.expires_at.toISOString()}`);
      }
      const { id, name, prefix, role, scopes } = toApiKey(row);
      return { keyId: id, name, prefix, role, scopes };
    },
  };
}
