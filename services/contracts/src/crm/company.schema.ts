import { z } from 'zod';

export const Company = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string().nullable(),
  industry: z.string().nullable(),
  contactCount: z.number().int(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof Company>;

export const CompanyListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
