import { z } from 'zod';
import { ContactStatus } from './contact.schema';

/**
 * What a CSV column can become: a contact field, a custom field named after the column's header,
 * or nothing. Social profiles and location parts are fields of their own here.
 */
export const importFields = [
  'firstName',
  'lastName',
  'name',
  'email',
  'phone',
  'company',
  'position',
  'title',
  'industry',
  'status',
  'interestLevel',
  'source',
  'tags',
  'notes',
  'linkedin',
  'twitter',
  'website',
  'city',
  'state',
  'country',
  'lastContact',
  'preferredContact',
  'isFavorite',
  /** A workspace user by email; an email no user has leaves the importer as the owner. */
  'ownerEmail',
  'leadScore',
  /** Kept when an import creates the contact (a file from another CRM keeps its history). */
  'createdAt',
  'updatedAt',
  'customField',
  /** Every custom field in one cell, as exports write it: {"Customer Id": "EB54"}. */
  'customFields',
  'ignore',
] as const;
export const ImportField = z.enum(importFields);
export type ImportField = z.infer<typeof ImportField>;

/** What an import creates: one import pipeline (upload, mapping, job, errors, revert) for both. */
export const ImportKind = z.enum(['contacts', 'deals']);
export type ImportKind = z.infer<typeof ImportKind>;

/** What a column of a deals file can become; contact and owner are found by their email. */
export const dealImportFields = [
  'title',
  'value',
  'status',
  'stage',
  'probability',
  'expectedCloseDate',
  'contactEmail',
  'company',
  'description',
  'ownerEmail',
  'ignore',
] as const;
export const DealImportField = z.enum(dealImportFields);
export type DealImportField = z.infer<typeof DealImportField>;

/** CSV header → field (of the import's kind: the service refuses the other kind's fields). */
export const ImportMapping = z.record(z.string().max(200), z.union([ImportField, DealImportField]));
export type ImportMapping = z.infer<typeof ImportMapping>;

export const DateFormat = z.enum(['day-first', 'month-first']);
export type DateFormat = z.infer<typeof DateFormat>;

/** A row whose email a contact already has: leave that contact alone, or fill in the row's values. */
export const OnDuplicate = z.enum(['skip', 'update']);
export type OnDuplicate = z.infer<typeof OnDuplicate>;

export const importStatuses = [
  'uploaded',
  'queued',
  'running',
  'completed',
  'failed',
  'reverting',
  'reverted',
] as const;
export const ImportStatus = z.enum(importStatuses);
export type ImportStatus = z.infer<typeof ImportStatus>;

export const ImportCounts = z.object({
  /** Data rows read so far (the header is not one). */
  read: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  /** Rows an updating import found already as the file has them: nothing was written. */
  unchanged: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

export const ContactImport = z.object({
  id: z.uuid(),
  kind: ImportKind,
  /** A deals import: the pipeline whose stages the file's stage names are looked up in. */
  pipelineId: z.uuid().nullable(),
  /** A deals import: rows whose contact email matches no contact create that contact. */
  createContacts: z.boolean(),
  fileName: z.string(),
  size: z.number().int(),
  status: ImportStatus,
  headers: z.array(z.string()),
  sampleRows: z.array(z.array(z.string())),
  suggestedMapping: ImportMapping,
  suggestedDateFormat: DateFormat,
  mapping: ImportMapping.nullable(),
  onDuplicate: OnDuplicate.nullable(),
  dateFormat: DateFormat.nullable(),
  statusValues: z.record(z.string(), ContactStatus).nullable(),
  counts: ImportCounts,
  /** Why a failed import stopped. */
  error: z.string().nullable(),
  /** Contacts a revert restored or left as they were (someone changed them since). */
  reverted: z.object({ removed: z.number().int(), restored: z.number().int(), kept: z.number().int() }).nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ContactImport = z.infer<typeof ContactImport>;

export const ImportCreateRequest = z.object({
  /** The upload's name in the imports object store bucket; starts with the tenant id. */
  objectName: z.string().min(1).max(200),
  fileName: z.string().max(255),
  size: z.number().int().min(0),
  kind: ImportKind.default('contacts'),
});

export const ImportStartRequest = z.object({
  mapping: ImportMapping,
  onDuplicate: OnDuplicate.default('skip'),
  dateFormat: DateFormat.default('day-first'),
  /** Deals: the pipeline to import into (the default one when left out). */
  pipelineId: z.uuid().optional(),
  createContacts: z.boolean().default(false),
  /**
   * Contacts: the file's status values onto contact statuses ("On Hold" → prospect), compared
   * without case; a value not listed must already be a status.
   */
  statusValues: z.record(z.string().trim().min(1).max(200), ContactStatus).default({}),
});
export type ImportStartRequest = z.input<typeof ImportStartRequest>;

/**
 * One problem with one row: `line` as a spreadsheet numbers it (the header is line 1), the
 * column, the cell as the file has it (none for a whole row) and why, in words a person acts on.
 * A row skipped because an earlier or later row of the file has its email is listed too.
 */
export const ImportRowError = z.object({
  line: z.number().int(),
  field: z.string(),
  value: z.string().nullable().optional(),
  reason: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

/** An import of one kind: an id of the other kind reads as unknown (each kind has its own permission). */
export const ImportRef = z.object({ id: z.uuid(), kind: ImportKind.default('contacts') });

export const ImportErrorsQuery = z.object({
  /** `line:field` of the last error of the previous page, as nextCursor gave it. */
  cursor: z.string().max(300).regex(/^\d+:/, 'is not a cursor this list gave out').optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const ImportErrorPage = z.object({ items: z.array(ImportRowError), nextCursor: z.string().nullable() });
export type ImportErrorPage = z.infer<typeof ImportErrorPage>;

export const ImportList = z.object({ items: z.array(ContactImport) });
