import type { EventType } from './events';
import type { RpcName, ServiceName } from './rpc';

/** Every NATS subject, stream and queue name is built here, never typed inline. */
export const rpcSubject = (name: RpcName): string => `rpc.${name}`;

export const rpcService = (name: RpcName): ServiceName => name.split('.')[0] as ServiceName;

/** `evt.<service>.<tenantId>.<entity>.<verb>`: the tenant early so a BFF can subscribe per tenant. */
export function eventSubject(type: EventType, tenantId: string): string {
  const [service, entity, verb] = type.split('.');
  return `evt.${service}.${tenantId}.${entity}.${verb}`;
}

/** Matches one event type for every tenant (a consumer's filter). */
export function eventTypeFilter(type: EventType): string {
  const [service, entity, verb] = type.split('.');
  return `evt.${service}.*.${entity}.${verb}`;
}

/** Socket messages for one user's tabs (calls), delivered by whichever BFF holds them. */
export const wsUserSubject = (tenantId: string, userId: string): string => `ws.${tenantId}.user.${userId}`;
/** Socket messages for every tab of a tenant (presence). */
export const wsTenantSubject = (tenantId: string): string => `ws.${tenantId}.all`;

/** Every event of one tenant, from any service (the BFF's WebSocket fan-out). */
export const tenantEventsSubject = (tenantId: string): string => `evt.*.${tenantId}.>`;

/** Every event of one service, of every tenant. */
export const serviceEventsSubject = (service: ServiceName): string => `evt.${service}.>`;
/** The tenant an event's subject names (`evt.<service>.<tenant>.<entity>.<verb>`). */
export const eventSubjectTenant = (subject: string): string | undefined => subject.split('.')[2];

export const eventStream = (service: ServiceName) => ({
  name: `EVT_${service.toUpperCase()}`,
  subjects: [serviceEventsSubject(service)],
});

/**
 * A durable consumer per (consuming service, event type): each service sees each event once. A
 * second domain of the same service reacting to the same type names its `purpose`, so it sees
 * each event too instead of sharing them with the first.
 */
export const durableName = (consumer: ServiceName, type: EventType, purpose?: string): string =>
  `${consumer}${purpose ? `_${purpose}` : ''}__${type.replaceAll('.', '_')}`;

/** The NATS micro service name a service registers under (ping/info/stats). */
export const microServiceName = (service: ServiceName): string => `smartcrm-${service}`;

/** The JetStream object store bucket that holds uploaded import files until their import ends. */
export const importsBucket = 'contact_imports';
/** An upload whose import never finishes is dropped after this long. */
export const importsBucketTtlMs = 7 * 24 * 3600 * 1000;

/** Finished exports' files; each is kept this long, then its link expires. */
export const exportsBucket = 'crm_exports';
export const exportsBucketTtlMs = 24 * 3600 * 1000;

/** Recorded videos of video email and their thumbnails, kept until their owner deletes them. */
export const videosBucket = 'email_videos';

/** BullMQ queue names; the hash-tagged prefix keeps a queue's keys in one Redis Cluster slot. */
export const queueNames = { contactImport: 'contact_import', dataExport: 'data_export' } as const;
export const queuePrefix = (queue: string): string => `{${queue}}`;

/** The automation engine's queue: one job per step of a run (a wait is the next step's delay). */
export const automationQueueName = 'automation_steps';
/** The request id of a change a run made: the event it causes names the run (the loop guard). */
export const automationRequestId = (runId: string): string => `automation:${runId}`;
export const runOfRequestId = (requestId: string | undefined): string | null =>
  requestId?.startsWith('automation:') ? requestId.slice('automation:'.length) : null;
/** The messaging service's BullMQ queue: sequence enrolments (in batches) and sequence steps. */
export const messagingQueueNames = { sequences: 'email_sequences' } as const;

/** The AI orchestrator's BullMQ queues (DESIGN.md). */
export const aiQueueNames = {
  contactScoring: 'contact_scoring',
  taskCompletion: 'task_completion_analysis',
  bulk: 'bulk',
  importScoring: 'import_scoring',
} as const;
