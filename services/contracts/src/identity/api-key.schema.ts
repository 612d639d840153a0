import { z } from 'zod';

/** What a key may do; today only the embeddable mini dashboard reads with one. */
export const ApiKeyScope = z.enum(['dashboard:read']);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** A workspace's API key as its owners see it: never the secret, only its first characters. */
export const ApiKey = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The secret's start (`smk_AbCd…`), so people can tell keys apart. */
  prefix: z.string(),
  scopes: z.array(ApiKeyScope),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = z.object({ items: z.array(ApiKey) });

/** `POST /api/settings/api-keys`. */
export const CreateApiKeyRequest = z.object({
  name: z.string().trim().min(1, 'Name the key (where it is used)').max(80),
  scopes: z.array(ApiKeyScope).min(1).default(['dashboard:read']),
});

/** The one time the secret is shown: the server keeps only its hash. */
export const CreatedApiKey = ApiKey.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** Secrets are `smk_` and 43 base64url characters. */
export const ApiKeySecret = z.string().regex(/^smk_[\w-]{43}$/, 'Not an API key');

export const VerifiedApiKey = z.object({ keyId: z.uuid(), scopes: z.array(ApiKeyScope) });

/** `GET /api/embed/dashboard`: the mini dashboard of spec 001 §9, from the workspace's real deals and contacts. */
export const EmbedDashboard = z.object({
  workspaceName: z.string(),
  totalDeals: z.number().int(),
  /** Whole dollars, every deal that is not deleted. */
  totalValue: z.number().int(),
  /** Contacts whose interest is hot or warm (spec 001 §4's active contact statuses). */
  activeContacts: z.number().int(),
  /** Won deals over all deals × 100, one decimal (spec 001 §9). */
  conversionRate: z.number(),
});
export type EmbedDashboard = z.infer<typeof EmbedDashboard>;
