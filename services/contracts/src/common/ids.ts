import { z } from 'zod';

export const Uuid = z.uuid();
export const IsoDateTime = z.iso.datetime({ offset: true });
/**
 * An address as RFC 6531 allows it: letters of any script in the local part and the domain
 * (`stanisław.wójcik@wp.pl`, `用户@例子.广告`), otherwise zod's rules (no leading, trailing or
 * doubled dot, a domain of labels and a top-level name of two letters or more).
 */
export const emailPattern =
  /^(?!\.)(?!.*\.\.)[\p{L}\p{M}\p{N}_'+\-.]*[\p{L}\p{M}\p{N}_+-]@(?:[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}-]*\.)+[\p{L}\p{M}]{2,}$/u;

export const Email = z
  .email({ pattern: emailPattern, message: 'must be a valid email address' })
  .max(254)
  .transform((e) => e.trim().toLowerCase());

/**
 * An optimistic-lock version as a client sends it back. Rows keep it in a Postgres integer, so
 * anything past int4 is refused here rather than failing the statement that compares it.
 */
export const RowVersion = z.number().int().min(1).max(2_147_483_647);
