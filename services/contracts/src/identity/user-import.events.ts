import { z } from 'zod';
import { UserImportCounts, UserImportStatus } from './user-import.schema';

/** Events of the user import domain; events.ts combines every domain's. */
export const userImportEvents = {
  /** A bulk user import was started: identity's import worker runs it (the event is its job). */
  'identity.user_import.started': { version: 1, data: z.object({ importId: z.uuid() }) },
  /** Progress of a bulk user import, for progress bars (published directly, not through the outbox). */
  'identity.user_import.progress': {
    version: 1,
    data: z.object({ importId: z.uuid(), status: UserImportStatus, counts: UserImportCounts }),
  },
} as const;
