import { type EventData, EventEnvelope, eventTypeFilter } from '@smartcrm/contracts';
import type { NatsConnection, Subscription } from 'nats';

type IdentityEvent = 'identity.session.revoked' | 'identity.user.updated';
const decoder = new TextDecoder();

/**
 * Identity's session and user events, of every tenant, as a core subscriber (every BFF instance
 * hears each one); a malformed message is ignored.
 */
export function onIdentityEvent<T extends IdentityEvent>(
  nc: NatsConnection,
  type: T,
  act: (data: EventData<T>) => void,
): Subscription {
  return nc.subscribe(eventTypeFilter(type), {
    callback: (error, msg) => {
      if (error) return;
      const event = EventEnvelope.safeParse(JSON.parse(decoder.decode(msg.data)));
      if (event.success) act(event.data.data as EventData<T>);
    },
  });
}
