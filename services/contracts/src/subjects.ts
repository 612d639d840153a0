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

/** Every event of one tenant, from any service (the BFF's WebSocket fan-out). */
export const tenantEventsSubject = (tenantId: string): string => `evt.*.${tenantId}.>`;

export const eventStream = (service: ServiceName) => ({
  name: `EVT_${service.toUpperCase()}`,
  subjects: [`evt.${service}.>`],
});

/** A durable consumer per (consuming service, event type): each service sees each event once. */
export const durableName = (consumer: ServiceName, type: EventType): string =>
  `${consumer}__${type.replaceAll('.', '_')}`;

/** The NATS micro service name a service registers under (ping/info/stats). */
export const microServiceName = (service: ServiceName): string => `smartcrm-${service}`;

/** The JetStream object store bucket that holds uploaded import files until their import ends. */
export const importsBucket = 'contact_imports';
/** An upload whose import never finishes is dropped after this long. */
export const importsBucketTtlMs = 7 * 24 * 3600 * 1000;

/** BullMQ queue names; the hash-tagged prefix keeps a queue's keys in one Redis Cluster slot. */
export const queueNames = { contactImport: 'contact_import' } as const;
export const queuePrefix = (queue: string): string => `{${queue}}`;
