import { z } from 'zod';
import { Role } from './roles';

/** What a column of a users CSV can become. */
export const userImportFields = ['email', 'name', 'firstName', 'lastName', 'role', 'ignore'] as const;
export const UserImportField = z.enum(userImportFields);
export type UserImportField = z.infer<typeof UserImportField>;

/** CSV header → field. */
export const UserImportMapping = z.record(z.string().max(200), UserImportField);
export type UserImportMapping = z.infer<typeof UserImportMapping>;

export const UserImportStatus = z.enum(['uploaded', 'queued', 'running', 'completed', 'failed']);
export type UserImportStatus = z.infer<typeof UserImportStatus>;

export const UserImportCounts = z.object({
  /** Data rows read so far (the header is not one). */
  read: z.number().int(),
  imported: z.number().int(),
  /** Rows whose email already is a user of the workspace: left as they are. */
  skipped: z.number().int(),
  failed: z.number().int(),
});
export type UserImportCounts = z.infer<typeof UserImportCounts>;

export const UserImport = z.object({
  id: z.uuid(),
  fileName: z.string(),
  size: z.number().int(),
  status: UserImportStatus,
  headers: z.array(z.string()),
  sampleRows: z.array(z.array(z.string())),
  suggestedMapping: UserImportMapping,
  mapping: UserImportMapping.nullable(),
  defaultRole: Role,
  sendInvitations: z.boolean(),
  counts: UserImportCounts,
  /** Why a failed import stopped. */
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type UserImport = z.infer<typeof UserImport>;

export const UserImportStartInput = z.object({
  mapping: UserImportMapping,
  /** The role of rows without one. */
  defaultRole: Role.default('regular_user'),
  /** Off by default: 10,000 invitations are 10,000 mails; users can be invited later one by one. */
  sendInvitations: z.boolean().default(false),
});
export type UserImportStartInput = z.input<typeof UserImportStartInput>;

export const UserImportList = z.object({ items: z.array(UserImport) });
