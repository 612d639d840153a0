import { type EventEnvelope, eventStream, type ServiceName } from '@smartcrm/contracts';
import { AckPolicy, DeliverPolicy, type JsMsg, type NatsConnection, nanos } from 'nats';
import type { Logger } from '../logger';
import { decodeEvent } from './events';

/**
 * Every event of one service's stream in batches, each batch in the stream's order: what arrived
 * while the last batch was handled (up to `maxBatch`) is handled next, together, and acknowledged
 * once it all is, so a busy stream costs one handler call per batch instead of one per event and
 * a quiet one waits for nothing. Delivery is at least once: a redelivered batch must change
 * nothing (handlers key their writes by event id). A batch that fails is tried again event by
 * event, so an event that keeps failing is retried (and in the end dropped) alone. Several
 * instances each hold a batch at once: the order holds within a batch, not between two instances'.
 */
export async function consumeServiceEventBatches(
  nc: NatsConnection,
  consumer: ServiceName,
  source: ServiceName,
  handler: (events: EventEnvelope[]) => Promise<void>,
  log: Logger,
  { maxBatch = 200 }: { maxBatch?: number } = {},
): Promise<{ stop: () => Promise<void> }> {
  const { name: stream, subjects } = eventStream(source);
  // The durable consumeServiceEvents made (one event at a time) lets a batch be in flight now.
  const durable = `${consumer}__all_${source}`;
  const config = {
    durable_name: durable,
    filter_subject: subjects[0] as string,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    max_deliver: 20,
    ack_wait: nanos(30_000),
    max_ack_pending: maxBatch,
  };
  const jsm = await nc.jetstreamManager();
  await jsm.consumers
    .add(stream, config)
    .catch(() => jsm.consumers.update(stream, durable, { max_ack_pending: maxBatch }))
    .catch((error: unknown) =>
      log.warn({ err: error, durable }, 'could not let a batch be in flight; one event at a time'),
    );

  const waiting: JsMsg[] = [];
  let wake: (() => void) | undefined;
  let stopped = false;
  const messages = await (await nc.jetstream().consumers.get(stream, durable)).consume({
    max_messages: maxBatch,
    callback: (msg) => {
      waiting.push(msg);
      wake?.();
    },
  });

  const run = async (batch: JsMsg[]) => {
    const events: EventEnvelope[] = [];
    const carried: JsMsg[] = [];
    for (const msg of batch) {
      const event = decodeEvent(msg, log);
      if (event) {
        events.push(event);
        carried.push(msg);
      }
    }
    if (events.length === 0) return;
    const first = events[0] as EventEnvelope;
    try {
      await handler(events);
      for (const msg of carried) msg.ack();
    } catch (error) {
      if (events.length === 1) {
        log.error({ err: error, eventId: first.id, type: first.type }, 'event handler failed; will retry');
        const msg = carried[0] as JsMsg;
        msg.nak(Math.min(30_000, 500 * 2 ** msg.info.redeliveryCount));
        return;
      }
      log.warn({ err: error, events: events.length }, 'a batch of events failed; trying them one by one');
      for (const msg of carried) await run([msg]);
    }
  };

  const loop = (async () => {
    while (!stopped) {
      if (waiting.length === 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
        continue;
      }
      await run(waiting.splice(0, maxBatch));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await messages.close();
      wake?.();
      await loop;
    },
  };
}
