import { z } from 'zod';
import { RecordScope } from './visibility.schema';
import { Role } from '../identity/roles';

/** Events of the visibility domain; events.ts combines every domain's. */
export const visibilityEvents = {
  /** A role now sees its own, its team's or all of the tenant's records: lists and figures change with it. */
  'crm.visibility.updated': { version: 1, data: z.object({ role: Role, scope: RecordScope }) },
} as const;
