import { fileURLToPath } from 'node:url';
import { baseConfigSchema, loadConfig } from '@smartcrm/kit';
import { z } from 'zod';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const bffConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  WEB_DIST: z.string().default(defaultWebDist),
  /** Set behind TLS: the session cookie gets `Secure` and the CSP upgrades insecure requests. */
  COOKIE_SECURE: flag.default(false),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long a checked session is trusted without asking identity; revocations drop it at once. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Largest CSV file an import accepts (streamed to the object store, never held in memory). */
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(500 * 1024 * 1024),
  /** Largest recording video email takes (streamed to the object store, never held in memory). */
  VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024 * 1024),
  /** Sign-in attempts per minute per client address and workspace. */
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Workspaces created per hour per client address. */
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Newsletter sign-ups and contact-form messages per hour per client address (each form). */
  PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Lead capture form posts a minute per client address and workspace (a person sends a few). */
  FORM_SUBMIT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Posts a minute to one lead capture form from all addresses together: a flood stops at the form. */
  FORM_SUBMIT_FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Posts a minute to one workflow's inbound webhook URL, from all addresses together. */
  AUTOMATION_HOOK_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Requests a minute one API key may make, and all API keys of one workspace together. */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  API_TENANT_RATE_LIMIT: z.coerce.number().int().min(1).default(1200),
  TRUST_PROXY: flag.default(false),
  /** The hosted apps /business-intel and /intel show full screen (spec 000 §2); unset, they say so. */
  BUSINESS_INTEL_URL: z.url({ protocol: /^https?$/ }).optional(),
  INTEL_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Share (0–1) of the service replies passed on as bytes (contacts list and search, board, tasks)
   * that are parsed and checked against their contract first. Unset: 1 (every one) outside
   * production, 0 in production.
   */
  RPC_REPLY_CHECK_RATE: z.coerce.number().min(0).max(1).optional(),
  /** The workspace the public demo pages show, read-only (the seeded one by default). */
  DEMO_WORKSPACE: z.string().default('demo'),
  /**
   * The product's public address (https://crm.example.com): links in mail are built on it. Unset
   * (development), they use the request's own host, which a client can forge.
   */
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The domain workspaces live under (smartcrm.app): `<slug>.smartcrm.app` is a workspace, the
   * apex and www are the public site, any other host may be a custom domain. Unset (development):
   * the first host label names the workspace.
   */
  BASE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z0-9-]+(\.[a-z0-9-]+)+)?$/, 'must be a domain like smartcrm.app')
    .optional()
    .transform((v) => v || undefined),
});
export type BffConfig = z.infer<typeof bffConfigSchema>;

export const loadBffConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(bffConfigSchema, env);
