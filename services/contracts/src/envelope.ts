import { z } from 'zod';
import { ErrorEnvelope } from './errors';
import { Role } from './identity/roles';

/** Who is acting: carried on every RPC so services can apply record rules. */
export const Actor = z.object({
  userId: z.uuid(),
  role: Role,
  email: z.string(),
  /** A platform operator: may use the platform-wide methods (tenants, plans). */
  operator: z.boolean().optional(),
  /** In a support session, the operator really acting as this user: the audit log records both. */
  supportBy: z.object({ userId: z.uuid(), email: z.string() }).optional(),
});
export type Actor = z.infer<typeof Actor>;

/** Metadata every RPC carries in NATS headers. */
export interface RpcContext {
  tenantId: string | null;
  actor: Actor | null;
  requestId: string;
}

export const rpcHeaders = {
  tenantId: 'Smartcrm-Tenant-Id',
  actor: 'Smartcrm-Actor',
  requestId: 'Smartcrm-Request-Id',
} as const;

export const RpcReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: ErrorEnvelope }),
]);
export type RpcReply = z.infer<typeof RpcReply>;

/** The envelope of every JetStream event; `id` is also the BullMQ job id and the dedupe key. */
export const EventEnvelope = z.object({
  id: z.uuid(),
  type: z.string(),
  version: z.number().int().positive(),
  tenantId: z.uuid(),
  occurredAt: z.iso.datetime({ offset: true }),
  requestId: z.string().optional(),
  data: z.unknown(),
});
export type EventEnvelope = z.infer<typeof EventEnvelope>;
