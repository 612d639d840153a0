import { z } from 'zod';
import { PlanId } from './plan.schema';

const reservedSlugs = new Set(['www', 'localhost', 'api', 'app', 'admin', 'mail', 'static', 'assets', 'ws']);

/** A tenant's subdomain label: the first host label resolves to it (spec 000 §5). */
export const TenantSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'must be at least 3 characters')
  .max(40, 'must be at most 40 characters')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'may hold only letters, digits and inner hyphens')
  .refine((s) => !reservedSlugs.has(s), 'is reserved');

export const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');

/** The product's own colours: a new tenant starts with them until its owner brands it. */
export const defaultBranding = { primaryColor: '#4f46e5', secondaryColor: '#0ea5e9' } as const;

export const Branding = z.object({
  companyName: z.string().min(1).max(80),
  primaryColor: HexColor,
  secondaryColor: HexColor,
  logo: z.string().max(2048).optional(),
  /** The uploaded favicon's URL; without one the logo serves as the favicon (spec 000 §9). */
  favicon: z.string().max(2048).optional(),
  supportEmail: z.string().max(254).optional(),
  supportPhone: z.string().max(40).optional(),
});
export type Branding = z.infer<typeof Branding>;

export const TenantStatus = z.enum(['active', 'suspended']);

export const Tenant = z.object({
  id: z.uuid(),
  slug: z.string(),
  status: TenantStatus,
  plan: PlanId,
  branding: Branding,
  features: z.record(z.string(), z.boolean()),
  createdAt: z.string(),
  /** Bumped by every branding change: an update names the version it was made from. */
  version: z.number().int(),
  /** A self-serve sign-up's free trial ends then (spec 001 §9); null once a plan is chosen, or never on trial. */
  trialEndsAt: z.string().nullable(),
});
export type Tenant = z.infer<typeof Tenant>;

/** `GET /api/tenant/info`: what the shell needs to brand and gate itself (spec 000 §3). */
export const TenantInfo = Tenant.pick({
  id: true,
  slug: true,
  branding: true,
  features: true,
  plan: true,
  version: true,
  trialEndsAt: true,
});
export type TenantInfo = z.infer<typeof TenantInfo>;
export const TenantInfoResponse = z.object({ tenant: TenantInfo });

export const CreateTenantInput = z.object({
  slug: TenantSlug,
  companyName: z.string().trim().min(2).max(80),
  /** Without a chosen plan a trial starts on Enterprise: the whole product for 14 days. */
  plan: PlanId.default('enterprise'),
  primaryColor: HexColor.optional(),
  /** A self-serve sign-up: the workspace starts the free trial (operators' and partners' workspaces do not). */
  trial: z.boolean().default(false),
});
export type CreateTenantInput = z.infer<typeof CreateTenantInput>;

/** A host label, tenant query parameter or stored tenantId: a slug or a tenant id. */
/** A slug or a tenant id: nothing else can name a workspace, so nothing else is looked up. */
export const TenantIdentifier = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, 'may hold only letters, digits and hyphens');
