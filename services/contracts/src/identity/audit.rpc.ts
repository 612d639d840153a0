import { AuditPage, AuditQuery } from './audit.schema';

/** The audit domain's request/reply methods; rpc.ts combines every domain's. */
export const auditRpcMethods = {
  'identity.audit.list': { request: AuditQuery, reply: AuditPage },
} as const;
