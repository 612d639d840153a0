import { CreateDataExport, DataExport, DataExportFile, DataExportList, DataExportRef } from './data-export.schema';

/** The data export domain's request/reply methods; rpc.ts combines every domain's. */
export const dataExportRpcMethods = {
  /** A view written to a CSV file in the background; the requester is told when it is ready. */
  'crm.exports.create': { request: CreateDataExport, reply: DataExport },
  /** The requester's own exports, newest first (the last 20). */
  'crm.exports.list': { request: DataExportRef.pick({ kind: true }), reply: DataExportList },
  /** A completed export of the requester's, for the download. */
  'crm.exports.file': { request: DataExportRef, reply: DataExportFile },
} as const;
