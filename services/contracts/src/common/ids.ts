import { z } from 'zod';

export const Uuid = z.uuid();
export const IsoDateTime = z.iso.datetime({ offset: true });
export const Email = z
  .email({ message: 'must be a valid email address' })
  .max(254)
  .transform((e) => e.trim().toLowerCase());

/**
 * An optimistic-lock version as a client sends it back. Rows keep it in a Postgres integer, so
 * anything past int4 is refused here rather than failing the statement that compares it.
 */
export const RowVersion = z.number().int().min(1).max(2_147_483_647);
