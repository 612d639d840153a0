import { Actor, type RpcContext, rpcHeaders } from '@smartcrm/contracts';
import { headers as natsHeaders, type MsgHdrs } from 'nats';

export function contextToHeaders(ctx: RpcContext): MsgHdrs {
  const h = natsHeaders();
  h.set(rpcHeaders.requestId, ctx.requestId);
  if (ctx.tenantId) h.set(rpcHeaders.tenantId, ctx.tenantId);
  if (ctx.actor) h.set(rpcHeaders.actor, JSON.stringify(ctx.actor));
  return h;
}

/** Headers are input from another process: validated like any other. */
export function contextFromHeaders(h: MsgHdrs | undefined): RpcContext {
  const requestId = h?.get(rpcHeaders.requestId) || crypto.randomUUID();
  const tenantId = h?.get(rpcHeaders.tenantId) || null;
  const actorRaw = h?.get(rpcHeaders.actor);
  let actor: RpcContext['actor'] = null;
  if (actorRaw) {
    try {
      actor = Actor.parse(JSON.parse(actorRaw));
    } catch {
      actor = null;
    }
  }
  return { requestId, tenantId, actor };
}
