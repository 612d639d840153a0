import { AppError } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { findProducts } from './product.service';

/** Every line naming a product names one of this workspace's; the first unknown is the field refused. */
export async function checkProducts(db: Kysely<CrmDb>, lines: readonly { productId: string | null }[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const known = new Set((await findProducts(db, ids)).map((row) => row.id));
  const index = lines.findIndex((line) => line.productId && !known.has(line.productId));
  if (index >= 0) throw new AppError('bad_input', 'No such product', { field: `lines.${index}.productId` });
}
