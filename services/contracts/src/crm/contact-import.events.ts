import { z } from 'zod';
import { ImportCounts, ImportKind, ImportStatus } from './contact-import.schema';

/** Events of the contact import domain; events.ts combines every domain's. */
export const contactImportEvents = {
  /** After every committed batch of an import or revert, and when it ends (a progress bar's feed). */
  'crm.import.progress': {
    version: 1,
    data: z.object({ importId: z.uuid(), status: ImportStatus, counts: ImportCounts }),
  },
  /** An import committed its last row (through the outbox, unlike its progress): its contacts can be scored. */
  'crm.import.completed': {
    version: 1,
    data: z.object({ importId: z.uuid(), kind: ImportKind, counts: ImportCounts }),
  },
} as const;
