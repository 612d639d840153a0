import {
  type EventData,
  EventEnvelope,
  type EventType,
  durableName,
  eventStream,
  eventSubject,
  eventTypeFilter,
  eventTypes,
  type ServiceName,
  serviceNames,
} from '@smartcrm/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  type JetStreamClient,
  type JsMsg,
  type JetStreamManager,
  type NatsConnection,
  nanos,
} from 'nats';
import { currentContext, requestContext } from '../context';
import type { Logger } from '../logger';
import { decodeText, encodeText } from './utf8';

export interface PendingEvent<T extends EventType = EventType> {
  type: T;
  tenantId: string;
  data: EventData<T>;
}

/** Creates the event stream of every service if missing (idempotent; any process may call it). */
export async function ensureStreams(jsm: JetStreamManager): Promise<void> {
  for (const service of serviceNames) {
    const { name, subjects } = eventStream(service);
    try {
      await jsm.streams.info(name);
    } catch {
      await jsm.streams
        .add({ name, subjects, max_age: nanos(14 * 24 * 3600 * 1000), duplicate_window: nanos(120_000) })
        .catch(async (error) => {
          // Another process created it between our look-up and our add.
          await jsm.streams.info(name).catch(() => Promise.reject(error));
        });
    }
  }
}

export function buildEvent<T extends EventType>(pending: PendingEvent<T>): EventEnvelope {
  return {
    id: crypto.randomUUID(),
    type: pending.type,
    version: eventTypes[pending.type].version,
    tenantId: pending.tenantId,
    occurredAt: new Date().toISOString(),
    requestId: currentContext()?.requestId,
    data: pending.data,
  };
}

/**
 * Publishes with the event id as JetStream's dedupe key, so a retried publish lands once. `json`:
 * the event already serialised (the outbox wrote it; a bulk batch's event is ~100 kB of text).
 */
export async function publishEvent(
  js: JetStreamClient,
  event: EventEnvelope,
  json = JSON.stringify(event),
): Promise<void> {
  await js.publish(eventSubject(event.type as EventType, event.tenantId), encodeText(json), {
    msgID: event.id,
  });
}

export type EventHandler<T extends EventType> = (event: EventEnvelope & { data: EventData<T> }) => Promise<void>;

/**
 * A durable consumer of one event type for one consuming service. Delivery is at least
 * once, so handlers must be idempotent (the event id is the dedupe key). A failing handler
 * is retried with back-off; a message that breaks its contract is dropped with an error log.
 */
export function consumeEvents<T extends EventType>(
  nc: NatsConnection,
  consumer: ServiceName,
  type: T,
  handler: EventHandler<T>,
  log: Logger,
  /**
   * concurrency: events handled at once; above 1 only for handlers whose result does not depend on
   * order. purpose: names a second consumer of the type in the same service (see durableName).
   */
  { concurrency = 1, purpose }: { concurrency?: number; purpose?: string } = {},
): Promise<{ stop: () => Promise<void> }> {
  const stream = eventStream(type.split('.')[0] as ServiceName).name;
  const handle = (event: EventEnvelope) => handler(event as Parameters<EventHandler<T>>[0]);
  return consumeDurable(
    nc,
    { stream, durable: durableName(consumer, type, purpose), filter: eventTypeFilter(type) },
    handle,
    log,
    concurrency,
  );
}

/**
 * Every event of one service's stream, one at a time in the stream's order (so facts about one
 * record arrive in the order they happened), with the event's stream sequence. For a consumer
 * that reacts to many of a service's event types and must keep their order.
 */
export function consumeServiceEvents(
  nc: NatsConnection,
  consumer: ServiceName,
  source: ServiceName,
  handler: (event: EventEnvelope, sequence: number) => Promise<void>,
  log: Logger,
): Promise<{ stop: () => Promise<void> }> {
  const { name, subjects } = eventStream(source);
  // One unacknowledged event at a time across every instance: the order holds with several running.
  const target = {
    stream: name,
    durable: `${consumer}__all_${source}`,
    filter: subjects[0] as string,
    maxAckPending: 1,
  };
  return consumeDurable(nc, target, handler, log, 1);
}

/** The event a message carries, checked against its contract; null (and the message dropped) when it breaks it. */
export function decodeEvent(msg: JsMsg, log: Logger): EventEnvelope | null {
  const parsed = EventEnvelope.safeParse(JSON.parse(decodeText(msg.data)));
  const schema = parsed.success ? eventTypes[parsed.data.type as EventType]?.data : undefined;
  const data = parsed.success && schema ? schema.safeParse(parsed.data.data) : undefined;
  if (!parsed.success || !data?.success) {
    log.error({ subject: msg.subject }, 'dropping an event that breaks its contract');
    msg.term();
    return null;
  }
  return { ...parsed.data, data: data.data } as EventEnvelope;
}

async function consumeDurable(
  nc: NatsConnection,
  {
    stream,
    durable,
    filter,
    maxAckPending,
  }: { stream: string; durable: string; filter: string; maxAckPending?: number },
  handler: (event: EventEnvelope, sequence: number) => Promise<void>,
  log: Logger,
  concurrency: number,
): Promise<{ stop: () => Promise<void> }> {
  const jsm = await nc.jetstreamManager();
  await jsm.consumers
    .add(stream, {
      durable_name: durable,
      filter_subject: filter,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      max_deliver: 20,
      ack_wait: nanos(30_000),
      ...(maxAckPending ? { max_ack_pending: maxAckPending } : {}),
    })
    .catch(() => undefined); // exists already
  const messages = await (await nc.jetstream().consumers.get(stream, durable)).consume();
  const handle = async (msg: JsMsg) => {
    const event = decodeEvent(msg, log);
    if (!event) return;
    const ctx = { requestId: event.requestId ?? event.id, tenantId: event.tenantId, actor: null };
    try {
      await requestContext.run(ctx, () => handler(event, msg.seq));
      msg.ack();
    } catch (error) {
      log.error({ err: error, eventId: event.id, type: event.type }, 'event handler failed; will retry');
      msg.nak(Math.min(30_000, 500 * 2 ** msg.info.redeliveryCount));
    }
  };
  void (async () => {
    const inFlight = new Set<Promise<void>>();
    for await (const msg of messages) {
      const work = handle(msg).finally(() => inFlight.delete(work));
      inFlight.add(work);
      if (inFlight.size >= concurrency) await Promise.race(inFlight);
    }
  })();
  return { stop: () => messages.close().then(() => undefined) };
}
