import { AppError, type Product, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely, Selectable } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { ProductsTable } from './commerce.table';

type Input = RpcParsedRequest<'crm.products.create'>;

const toProduct = (row: Selectable<ProductsTable>): Product => ({
  id: row.id,
  sku: row.sku,
  name: row.name,
  description: row.description,
  prices: row.prices,
  taxRate: Number(row.tax_rate),
  taxCategory: row.tax_category,
  billing: row.billing,
  active: row.active,
  createdAt: row.created_at.toISOString(),
});

const toColumns = (input: Partial<Input>) => ({
  sku: input.sku,
  name: input.name,
  description: input.description,
  prices: input.prices && JSON.stringify(input.prices),
  tax_rate: input.taxRate,
  tax_category: input.taxCategory,
  billing: input.billing,
  active: input.active,
});

const skuTaken = (error: unknown) => {
  if ((error as { constraint?: string }).constraint === 'products_sku_idx') {
    return new AppError('conflict', 'Another product has this SKU', { field: 'sku' });
  }
  return error;
};

export const findProducts = (db: Kysely<CrmDb>, ids: string[]) =>
  ids.length ? db.selectFrom('products').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);

export function createProductService(uow: UnitOfWork<CrmDb>) {
  return {
    async list(query: RpcParsedRequest<'crm.products.list'>, ctx: RpcContext) {
      const rows = await uow.read(requireTenant(ctx), (db) => {
        const all = db.selectFrom('products').selectAll().orderBy('name').orderBy('id');
        return (query.includeInactive ? all : all.where('active', '=', true)).execute();
      });
      return { items: rows.map(toProduct) };
    },

    async create(input: Input, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const row = await uow
        .withTenant(tenantId, (trx) =>
          trx
            .insertInto('products')
            .values({ ...toColumns(input), tenant_id: tenantId } as never)
            .returningAll()
            .executeTakeFirstOrThrow(),
        )
        .catch((error) => {
          throw skuTaken(error);
        });
      return toProduct(row);
    },

    async update({ id, patch }: RpcParsedRequest<'crm.products.update'>, ctx: RpcContext) {
      const row = await uow
        .withTenant(requireTenant(ctx), (trx) =>
          trx
            .updateTable('products')
            .set({ ...toColumns(patch), updated_at: new Date() })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirst(),
        )
        .catch((error) => {
          throw skuTaken(error);
        });
      if (!row) throw new AppError('not_found', 'No such product');
      return toProduct(row);
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;
