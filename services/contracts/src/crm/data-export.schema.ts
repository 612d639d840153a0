import { z } from 'zod';
import { ContactViewQuery } from './contact.schema';
import { DealListQuery } from './deal.schema';

/** What a background export holds: a contacts or deals view with its filters and sort. */
export const DataExportKind = z.enum(['contacts', 'deals']);
export type DataExportKind = z.infer<typeof DataExportKind>;

export const DataExportStatus = z.enum(['queued', 'running', 'completed', 'failed']);
export type DataExportStatus = z.infer<typeof DataExportStatus>;

/** `POST /api/contacts/exports` and `/api/deals/exports`: the view's query without its paging. */
export const ContactExportQuery = ContactViewQuery;
export const DealExportQuery = DealListQuery.omit({ cursor: true, limit: true });

export const CreateDataExport = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contacts'), query: ContactExportQuery }),
  z.object({ kind: z.literal('deals'), query: DealExportQuery }),
]);
export type CreateDataExport = z.input<typeof CreateDataExport>;

export const DataExport = z.object({
  id: z.uuid(),
  kind: DataExportKind,
  status: DataExportStatus,
  /** Rows written so far; the final count once completed (the file holds exactly these). */
  rows: z.number().int(),
  fileName: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The file is deleted after this; the link stops working. */
  expiresAt: z.string(),
});
export type DataExport = z.infer<typeof DataExport>;

export const DataExportList = z.object({ items: z.array(DataExport) });
export type DataExportList = z.infer<typeof DataExportList>;

/** Exports are listed and fetched per kind: each kind needs its own CSV permission. */
export const DataExportRef = z.object({ id: z.uuid(), kind: DataExportKind });

/** Where the BFF streams a completed export's file from (the exports object store). */
export const DataExportFile = z.object({ objectName: z.string(), fileName: z.string(), rows: z.number().int() });
export type DataExportFile = z.infer<typeof DataExportFile>;
