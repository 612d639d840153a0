import { createHash } from 'node:crypto';
import {
  AppError,
  type AssetKind,
  checkAsset,
  hasPermission,
  type ImageType,
  type PutAssetInput,
  type RpcContext,
  type Tenant,
  type TenantAsset,
  type UpdateBrandingInput,
} from '@smartcrm/contracts';
import type { UnitOfWork } from '@smartcrm/kit';
import type { TenantDb } from '../db/schema';
import { findTenantById, setAssetHash, updateTenantAt } from '../tenants/tenant.repository';
import { toTenant } from '../tenants/tenant-view';
import { deleteAsset, findAsset, upsertAsset } from './asset.repository';
import { brandingChanges } from './branding-changes';
import { sanitiseSvg } from './svg-sanitiser';

function tenantOf(ctx: RpcContext): string {
  if (!ctx.tenantId) throw new AppError('bad_input', 'No workspace given');
  return ctx.tenantId;
}

/** The BFF checks the permission too; this keeps any other caller to the same rule. */
export function brandingManager(ctx: RpcContext): string {
  if (!ctx.actor || !hasPermission(ctx.actor.role, 'custom_branding')) {
    throw new AppError('forbidden', 'Your role may not change the branding');
  }
  return tenantOf(ctx);
}

export function createBrandingService(uow: UnitOfWork<TenantDb>) {
  return {
    async update(input: UpdateBrandingInput, ctx: RpcContext): Promise<Tenant> {
      const tenantId = brandingManager(ctx);
      const row = await uow.withPlatform(async (trx, emit) => {
        const current = await findTenantById(trx, tenantId);
        if (!current) throw new AppError('not_found', 'No such workspace');
        const { values, changed } = brandingChanges(current, input);
        const updated = await updateTenantAt(trx, tenantId, input.version, values);
        if (!updated) {
          throw new AppError('conflict', 'Someone else changed the branding meanwhile; reload and try again', {
            version: current.version,
          });
        }
        emit({ type: 'tenant.tenant.updated', tenantId, data: { changed, version: updated.version } });
        return updated;
      });
      return toTenant(row);
    },

    async putAsset({ kind, contentType, dataBase64 }: PutAssetInput, ctx: RpcContext): Promise<Tenant> {
      const tenantId = brandingManager(ctx);
      const check = checkAsset(kind, contentType, Buffer.from(dataBase64, 'base64'));
      if (!check.ok) throw new AppError('bad_input', check.message, { field: 'file' });
      const bytes = storedBytes(check.contentType, Buffer.from(dataBase64, 'base64'));
      if (!bytes) throw new AppError('bad_input', 'The SVG could not be read as an image', { field: 'file' });
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        await upsertAsset(trx, { tenant_id: tenantId, kind, content_type: check.contentType, bytes, sha256 });
        const updated = await setAssetHash(trx, tenantId, kind, sha256);
        emit({ type: 'tenant.tenant.updated', tenantId, data: { changed: [kind], version: updated.version } });
        return updated;
      });
      return toTenant(row);
    },

    async getAsset(kind: AssetKind, ctx: RpcContext): Promise<TenantAsset> {
      const tenantId = tenantOf(ctx);
      const asset = await uow.withTenant(tenantId, (trx) => findAsset(trx, tenantId, kind));
      // Stored before uploads were sanitised, an SVG may still hold what the sanitiser drops.
      const bytes = asset && storedBytes(asset.content_type as ImageType, asset.bytes);
      if (!bytes) throw new AppError('not_found', `This workspace has no ${kind}`);
      return {
        kind,
        contentType: asset.content_type,
        dataBase64: bytes.toString('base64'),
        sha256: asset.sha256,
      };
    },

    async deleteAsset(kind: AssetKind, ctx: RpcContext): Promise<Tenant> {
      const tenantId = brandingManager(ctx);
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        await deleteAsset(trx, tenantId, kind);
        const updated = await setAssetHash(trx, tenantId, kind, null);
        emit({ type: 'tenant.tenant.updated', tenantId, data: { changed: [kind], version: updated.version } });
        return updated;
      });
      return toTenant(row);
    },
  };
}

/** The bytes kept and served: an SVG as the sanitiser leaves it, any other image as it came. */
function storedBytes(contentType: ImageType, bytes: Buffer): Buffer | null {
  if (contentType !== 'image/svg+xml') return bytes;
  const clean = sanitiseSvg(bytes.toString('utf8'));
  return clean === null ? null : Buffer.from(clean, 'utf8');
}
