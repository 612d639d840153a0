import { z } from 'zod';
import { emailPattern, RowVersion } from '../common/ids';
import { HexColor } from './tenant.schema';

/** `PUT /api/tenant/branding`: only the fields given change; `version` is the one the form was loaded at. */
export const UpdateBrandingInput = z.object({
  companyName: z.string().trim().min(2).max(80).optional(),
  primaryColor: HexColor.optional(),
  secondaryColor: HexColor.optional(),
  /** An empty string clears it. */
  supportEmail: z.union([z.literal(''), z.email({ pattern: emailPattern }).max(254)]).optional(),
  supportPhone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+()\d\s.-]*$/, 'may hold only digits, spaces and + ( ) . -')
    .optional(),
  version: RowVersion,
});
export type UpdateBrandingInput = z.infer<typeof UpdateBrandingInput>;

export const AssetKind = z.enum(['logo', 'favicon']);
export type AssetKind = z.infer<typeof AssetKind>;

export const PutAssetInput = z.object({
  kind: AssetKind,
  contentType: z.string().max(100),
  dataBase64: z.base64().max(1_000_000),
});
export type PutAssetInput = z.infer<typeof PutAssetInput>;

export const TenantAsset = z.object({
  kind: AssetKind,
  contentType: z.string(),
  dataBase64: z.string(),
  sha256: z.string(),
});
export type TenantAsset = z.infer<typeof TenantAsset>;
