import {
  type CallGrant,
  type Presence,
  type WsDelivery,
  type WsServerMessage,
  wsTenantSubject,
  wsUserSubject,
} from '@smartcrm/contracts';
import type { NatsConnection } from 'nats';
import { publicCall } from './call-machine';
import type { CallRecord, Notice } from './call-record';

const encoder = new TextEncoder();

/** The joined tabs that may signal each other; none once the call is over. */
export function grantOf(call: CallRecord): CallGrant {
  const members =
    call.status === 'ended'
      ? []
      : call.participants.flatMap((p) =>
          p.state === 'joined' && p.connectionId ? [{ userId: p.userId, connectionId: p.connectionId }] : [],
        );
  return { callId: call.id, version: call.version, members };
}

/** Publishes socket messages to the users' subjects; whichever BFF holds their tabs delivers. */
export function createDeliverer(nc: NatsConnection) {
  const publish = (tenantId: string, userId: string, delivery: WsDelivery) =>
    nc.publish(wsUserSubject(tenantId, userId), encoder.encode(JSON.stringify(delivery)));

  return {
    notify(call: CallRecord, notices: Notice[]) {
      const grant = grantOf(call);
      const view = publicCall(call);
      for (const notice of notices) {
        const message: WsServerMessage =
          notice.kind === 'ended'
            ? { type: 'call.ended', callId: call.id, reason: notice.reason }
            : { type: notice.kind === 'incoming' ? 'call.incoming' : 'call.updated', call: view };
        publish(call.tenantId, notice.userId, {
          message,
          grant,
          ...(notice.tab ? { connectionId: notice.tab } : {}),
          ...(notice.exceptTab ? { exceptConnectionId: notice.exceptTab } : {}),
        });
      }
    },
    presence(tenantId: string, presence: Presence) {
      const delivery: WsDelivery = { message: { type: 'presence', ...presence } };
      nc.publish(wsTenantSubject(tenantId), encoder.encode(JSON.stringify(delivery)));
    },
  };
}
export type Deliverer = ReturnType<typeof createDeliverer>;
