import { z } from 'zod';

const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host name a tenant serves its workspace on (crm.acme.com): lower-case labels, a top-level
 * domain of letters, no port, no IP address, no `localhost`.
 */
export const CustomDomainName = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .min(4, 'must be a domain like crm.example.com')
      .max(253, 'must be at most 253 characters')
      .refine((d) => {
        const labels = d.split('.');
        return labels.length >= 2 && labels.every((l) => label.test(l)) && /^[a-z]{2,63}$/.test(labels.at(-1)!);
      }, 'must be a domain like crm.example.com')
      .refine((d) => !d.endsWith('.localhost'), 'must be a public domain, not localhost'),
  );

/** The DNS record that proves the tenant controls the domain. */
export const DomainVerificationRecord = z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() });

export const CustomDomain = z.object({
  domain: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** Verified by a platform operator rather than by a DNS check. */
  verifiedBy: z.enum(['dns', 'operator']).nullable(),
  record: DomainVerificationRecord,
  lastCheckedAt: z.string().nullable(),
  /** Why the last check did not verify the domain. */
  lastCheckError: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomDomain = z.infer<typeof CustomDomain>;

export const CustomDomainList = z.object({
  items: z.array(CustomDomain),
  /** Where a CNAME of the domain should point (the workspace's own subdomain), when a base domain is configured. */
  cnameTarget: z.string().nullable(),
});
export type CustomDomainList = z.infer<typeof CustomDomainList>;

export const CustomDomainInput = z.object({ domain: CustomDomainName });
export const DomainParams = z.object({ domain: CustomDomainName });
