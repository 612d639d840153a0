import { z } from 'zod';
import { Role } from '../identity/roles';

/** Whose records a role sees: its own, its team's (own plus its reports'), or the whole tenant's. */
export const RecordScope = z.enum(['own', 'team', 'all']);
export type RecordScope = z.infer<typeof RecordScope>;

export const VisibilityRules = z.object({ rules: z.record(Role, RecordScope) });
export type VisibilityRules = z.infer<typeof VisibilityRules>;

export const VisibilityRuleInput = z.object({ role: Role, scope: RecordScope });
