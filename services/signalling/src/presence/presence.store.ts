import { bffHeartbeatMs } from '@smartcrm/contracts';
import type { Redis } from 'ioredis';

const keys = {
  conns: (tenantId: string, userId: string) => `sig:{${tenantId}}:conns:${userId}`,
  /** `userId/bffId` of an open socket. */
  conn: (tenantId: string, connectionId: string) => `sig:{${tenantId}}:conn:${connectionId}`,
  online: (tenantId: string) => `sig:{${tenantId}}:online`,
  bffs: 'sig:bffs',
  bffAlive: (bffId: string) => `sig:bff:${bffId}:alive`,
  /** `tenantId/connectionId` of every socket a BFF holds: closed together when the BFF is lost. */
  bffConns: (bffId: string) => `sig:bff:${bffId}:conns`,
};

/** A BFF that missed three beats is gone, and with it every socket it held. */
const bffLostAfterMs = 3 * bffHeartbeatMs;
const connTtlSeconds = 7 * 24 * 3600;

/** Who has a tab open, in Redis: any instance answers, and a lost BFF's sockets are found again. */
export function createPresenceStore(redis: Redis) {
  async function close(tenantId: string, connectionId: string) {
    const entry = await redis.get(keys.conn(tenantId, connectionId));
    if (!entry) return null;
    const [userId = '', bffId = ''] = entry.split('/');
    const [, , [, left]] = (await redis
      .multi()
      .srem(keys.conns(tenantId, userId), connectionId)
      .del(keys.conn(tenantId, connectionId))
      .scard(keys.conns(tenantId, userId))
      .srem(keys.bffConns(bffId), `${tenantId}/${connectionId}`)
      .exec()) as [unknown, unknown, [unknown, number]];
    if (left === 0) await redis.srem(keys.online(tenantId), userId);
    return { userId, offline: left === 0 };
  }

  return {
    /** True when this is the user's first open tab (they just came online). */
    async open(tenantId: string, userId: string, connectionId: string, bffId: string): Promise<boolean> {
      const [, , [, added]] = (await redis
        .multi()
        .set(keys.conn(tenantId, connectionId), `${userId}/${bffId}`, 'EX', connTtlSeconds)
        .sadd(keys.bffConns(bffId), `${tenantId}/${connectionId}`)
        .sadd(keys.online(tenantId), userId)
        .sadd(keys.conns(tenantId, userId), connectionId)
        .sadd(keys.bffs, bffId)
        .set(keys.bffAlive(bffId), '1', 'PX', bffLostAfterMs)
        .exec()) as [unknown, unknown, [unknown, number]];
      return added === 1;
    },

    close,

    async heartbeat(bffId: string) {
      await redis.multi().sadd(keys.bffs, bffId).set(keys.bffAlive(bffId), '1', 'PX', bffLostAfterMs).exec();
    },

    /** Sockets of BFFs that stopped beating, each claimed by one instance. */
    async claimLostConnections(): Promise<{ tenantId: string; connectionId: string }[]> {
      const lost: { tenantId: string; connectionId: string }[] = [];
      for (const bffId of await redis.smembers(keys.bffs)) {
        if ((await redis.exists(keys.bffAlive(bffId))) || (await redis.srem(keys.bffs, bffId)) !== 1) continue;
        for (const member of await redis.smembers(keys.bffConns(bffId))) {
          const [tenantId = '', connectionId = ''] = member.split('/');
          lost.push({ tenantId, connectionId });
        }
        await redis.del(keys.bffConns(bffId));
      }
      return lost;
    },

    online: (tenantId: string) => redis.smembers(keys.online(tenantId)),
    isOnline: async (tenantId: string, userId: string) => (await redis.sismember(keys.online(tenantId), userId)) === 1,
  };
}
export type PresenceStore = ReturnType<typeof createPresenceStore>;
