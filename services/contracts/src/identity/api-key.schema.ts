import { z } from 'zod';
import { apiScopes } from './api-scopes';
import { Role } from './roles';

/** What a key may do: `<area>:read` / `<area>:write` per data area (api-scopes.ts). */
export const ApiKeyScope = z.enum(apiScopes as [string, ...string[]]);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** A workspace's API key as its owners see it: never the secret, only its first characters. */
export const ApiKey = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The secret's start (`smk_AbCd…`), so people can tell keys apart. */
  prefix: z.string(),
  scopes: z.array(ApiKeyScope),
  /** The integration user the key acts as has this role: the permission map and record visibility follow it. */
  role: Role,
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** After this moment the key answers 401; null: until revoked. */
  expiresAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = z.object({ items: z.array(ApiKey) });

/** `POST /api/settings/api-keys`. */
export const CreateApiKeyRequest = z.object({
  name: z.string().trim().min(1, 'Name the key (where it is used)').max(80),
  scopes: z.array(ApiKeyScope).min(1, 'Pick at least one scope').default(['dashboard:read']),
  role: Role.default('regular_user'),
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
});

/** The one time the secret is shown: the server keeps only its hash. */
export const CreatedApiKey = ApiKey.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** Secrets are `smk_` and 43 base64url characters. */
export const ApiKeySecret = z.string().regex(/^smk_[\w-]{43}$/, 'Not an API key');

/** A live key of the request's workspace: who it acts as and what it may reach. */
export const VerifiedApiKey = z.object({
  keyId: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(ApiKeyScope),
  role: Role,
});
export type VerifiedApiKey = z.infer<typeof VerifiedApiKey>;

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
