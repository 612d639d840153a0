import { z } from 'zod';
import { Billing, Currency, MinorUnits, Percent } from './money.schema';

/** A product's unit price in each currency it is sold in (minor units). */
export const PriceBook = z
  .record(Currency, MinorUnits)
  .refine((prices) => Object.keys(prices).length > 0, 'needs a price in at least one currency');

export const ProductInput = z.object({
  sku: z.string().trim().min(1, 'needs a SKU').max(64),
  name: z.string().trim().min(1, 'needs a name').max(200),
  description: z.string().trim().max(2000).default(''),
  prices: PriceBook,
  taxRate: Percent.default(0),
  taxCategory: z.string().trim().max(64).default('standard'),
  billing: Billing.default('one_off'),
  active: z.boolean().default(true),
});
export type ProductInput = z.infer<typeof ProductInput>;

export const Product = ProductInput.extend({
  id: z.uuid(),
  prices: z.record(z.string(), z.number().int()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Product = z.infer<typeof Product>;

export const ProductPatch = ProductInput.partial();
export const ProductList = z.object({ items: z.array(Product) });
export const ProductListQuery = z.object({ includeInactive: z.coerce.boolean().default(false) });
