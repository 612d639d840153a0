import { z } from 'zod';

export const Uuid = z.uuid();
export const IsoDateTime = z.iso.datetime({ offset: true });
export const Email = z
  .email({ message: 'must be a valid email address' })
  .max(254)
  .transform((e) => e.trim().toLowerCase());
