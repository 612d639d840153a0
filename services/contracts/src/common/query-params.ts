import { z } from 'zod';

/**
 * A list in a query string, `?status=lead,customer`, checked item by item. Already-split
 * arrays pass too: a request validated by the BFF is validated again by the service.
 */
export const csvParam = <T extends z.ZodType>(item: T, max = 50) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(item).max(max));
