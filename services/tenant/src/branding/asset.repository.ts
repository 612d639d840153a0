import type { Insertable, Kysely } from 'kysely';
import type { TenantAssetsTable, TenantDb } from '../db/schema';

type Db = Kysely<TenantDb>;
type Kind = TenantAssetsTable['kind'];

export const upsertAsset = (db: Db, values: Insertable<TenantAssetsTable>) =>
  db
    .insertInto('tenant_assets')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'kind']).doUpdateSet({
        content_type: values.content_type,
        bytes: values.bytes,
        sha256: values.sha256,
        updated_at: new Date(),
      }),
    )
    .execute();

export const findAsset = (db: Db, tenantId: string, kind: Kind) =>
  db
    .selectFrom('tenant_assets')
    .select(['content_type', 'bytes', 'sha256'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .executeTakeFirst();

export const deleteAsset = (db: Db, tenantId: string, kind: Kind) =>
  db.deleteFrom('tenant_assets').where('tenant_id', '=', tenantId).where('kind', '=', kind).executeTakeFirst();
