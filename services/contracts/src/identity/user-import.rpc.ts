import { z } from 'zod';
import { ImportErrorPage, ImportErrorsQuery } from '../crm/contact-import.schema';
import { UserImport, UserImportList, UserImportStartInput } from './user-import.schema';

/** The user import domain's request/reply methods; rpc.ts combines every domain's. */
export const userImportRpcMethods = {
  /** Bulk import of users from a CSV upload (bulk_import_users): preview, then a background job. */
  'identity.user_imports.create': {
    request: z.object({
      objectName: z.string().min(1).max(200),
      fileName: z.string().max(255),
      size: z.number().int(),
    }),
    reply: UserImport,
  },
  'identity.user_imports.get': { request: z.object({ id: z.uuid() }), reply: UserImport },
  'identity.user_imports.list': { request: z.object({}), reply: UserImportList },
  'identity.user_imports.start': {
    request: UserImportStartInput.extend({ id: z.uuid(), appUrl: z.url() }),
    reply: UserImport,
  },
  'identity.user_imports.errors': { request: ImportErrorsQuery.extend({ id: z.uuid() }), reply: ImportErrorPage },
} as const;
