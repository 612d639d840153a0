import {
  ContactImport,
  ImportCreateRequest,
  ImportErrorPage,
  ImportErrorsQuery,
  ImportList,
  ImportRef,
  ImportStartRequest,
} from './contact-import.schema';

/** The contact import domain's request/reply methods; rpc.ts combines every domain's. */
export const contactImportRpcMethods = {
  /** Reads the uploaded file's header and first rows; suggests a mapping. */
  'crm.imports.create': { request: ImportCreateRequest, reply: ContactImport },
  'crm.imports.get': { request: ImportRef, reply: ContactImport },
  'crm.imports.list': { request: ImportRef.pick({ kind: true }), reply: ImportList },
  /** Queues the import with the chosen mapping; the job runs in the background. */
  'crm.imports.start': { request: ImportStartRequest.extend(ImportRef.shape), reply: ContactImport },
  'crm.imports.errors': { request: ImportErrorsQuery.extend(ImportRef.shape), reply: ImportErrorPage },
  /** Removes the contacts it created and restores the ones it updated (in the background). */
  'crm.imports.revert': { request: ImportRef, reply: ContactImport },
} as const;
