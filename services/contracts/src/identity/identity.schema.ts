import { z } from 'zod';
import { Email } from '../common/ids';
import { PlanId } from '../tenant/plan.schema';
import { HexColor, TenantInfo, TenantSlug } from '../tenant/tenant.schema';
import { Permission, Role } from './roles';

export const Password = z.string().min(8, 'must be at least 8 characters').max(256, 'must be at most 256 characters');
export const PersonName = z.string().trim().min(1, 'is required').max(120);

export const User = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: Role,
  createdAt: z.string(),
  /** A platform operator (set only from the command line): manages every tenant. */
  isOperator: z.boolean(),
});
export type User = z.infer<typeof User>;

export const SignUpInput = z.object({
  companyName: z.string().trim().min(2, 'must be at least 2 characters').max(80),
  slug: TenantSlug,
  name: PersonName,
  email: Email,
  password: Password,
  /** The brand colour the workspace starts with; the product's own colour when absent. */
  primaryColor: HexColor.optional(),
  /** The plan picked on the pricing section; the free trial runs on it. */
  plan: PlanId.optional(),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const SignInInput = z.object({
  email: Email,
  password: z.string().min(1, 'is required').max(256),
});
export type SignInInput = z.infer<typeof SignInInput>;

export const NewUserInput = z.object({
  email: Email,
  name: PersonName,
  password: Password,
  role: Role,
});
export type NewUserInput = z.infer<typeof NewUserInput>;

/** Client details recorded with a session. */
export const SessionClient = z.object({
  userAgent: z.string().max(512).optional(),
  ip: z.string().max(64).optional(),
});

/** Who is really acting in a support session ("sign in as"): the banner names them, the audit log keeps them. */
export const SupportInfo = z.object({
  operatorId: z.uuid(),
  operatorEmail: z.string(),
  operatorTenantId: z.uuid(),
});
export type SupportInfo = z.infer<typeof SupportInfo>;

export const SessionInfo = z.object({
  sessionId: z.uuid(),
  expiresAt: z.string(),
  user: User,
  /** Set when an operator signed in as this user. */
  support: SupportInfo.nullable(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

/** What a sign-in or sign-up returns: the opaque token the BFF puts in the httpOnly cookie. */
export const SignedIn = SessionInfo.extend({ token: z.string().min(32) });
export type SignedIn = z.infer<typeof SignedIn>;

/** `GET /api/auth/user-role` (spec 000 §7). */
export const UserRoleResponse = z.object({
  user: z.object({
    id: z.uuid(),
    name: z.string(),
    role: Role,
    permissions: z.array(Permission),
    email: z.string(),
    isOperator: z.boolean(),
  }),
  /** Present in a support session: the operator signed in as this user, and until when. */
  support: SupportInfo.extend({ expiresAt: z.string() }).nullable(),
});
export type UserRoleResponse = z.infer<typeof UserRoleResponse>;

/** `POST /api/auth/signin|signup`: the user plus the tenant they are signed in to. */
export const AuthResponse = UserRoleResponse.extend({ tenant: TenantInfo });
export type AuthResponse = z.infer<typeof AuthResponse>;
