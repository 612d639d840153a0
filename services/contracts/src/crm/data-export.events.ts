import { z } from 'zod';
import { DataExportStatus } from './data-export.schema';

/** Events of the data export domain; events.ts combines every domain's. */
export const dataExportEvents = {
  /** An export ended (completed or failed): the requester's tabs offer the download. */
  'crm.export.finished': {
    version: 1,
    data: z.object({ exportId: z.uuid(), requestedBy: z.uuid(), status: DataExportStatus, rows: z.number().int() }),
  },
} as const;
