import type { Redis } from 'ioredis';
import type { CallRecord } from './call-record';

/**
 * Live calls in Redis, so any signalling instance can take the next command and a restart loses
 * nothing. Every key of a tenant carries the `{tenantId}` hash tag: one tenant's keys share a
 * Redis Cluster slot, which the multi-key compare-and-set below needs.
 */
export const callKeys = {
  call: (tenantId: string, callId: string) => `sig:{${tenantId}}:call:${callId}`,
  /** The one call a user is in or rung for: a second caller finds them busy. */
  userCall: (tenantId: string, userId: string) => `sig:{${tenantId}}:incall:${userId}`,
  stats: (tenantId: string, callId: string) => `sig:{${tenantId}}:stats:${callId}`,
  /** Ring deadlines of every tenant: `tenantId/callId` scored by epoch ms. */
  deadlines: 'sig:ring-deadlines',
};

/** Live calls outlast any real one; ended ones linger so late commands hear "ended", not "unknown". */
const liveTtlSeconds = 24 * 3600;
const endedTtlSeconds = 120;

// Writes the call only if its version is still the one read (optimistic concurrency between
// instances), and in the same step claims each active participant's "in a call" key (refused
// when another call holds it: two calls crossing cannot both take the same person) and releases
// the keys of those who left.
const compareAndSet = `
local current = redis.call('GET', KEYS[1])
local version = 0
if current then version = cjson.decode(current).version end
if tostring(version) ~= ARGV[1] then return 0 end
for i = 2, #KEYS do
  if ARGV[i + 3] == 'claim' then
    local holder = redis.call('GET', KEYS[i])
    if holder and holder ~= ARGV[3] then return -1 end
  end
end
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[4])
for i = 2, #KEYS do
  local op = ARGV[i + 3]
  if op == 'claim' then
    redis.call('SET', KEYS[i], ARGV[3], 'EX', ${liveTtlSeconds})
  elseif redis.call('GET', KEYS[i]) == ARGV[3] then
    redis.call('DEL', KEYS[i])
  end
end
return 1`;

/** What a save did: written, lost to a newer version, or a participant is taken by another call. */
export type SaveResult = 'saved' | 'stale' | 'taken';

const isActive = (state: string) => state === 'joined' || state === 'ringing' || state === 'invited';

export function createCallStore(redis: Redis) {
  redis.defineCommand('callCompareAndSet', { lua: compareAndSet });
  const cas = (redis as unknown as { callCompareAndSet(...args: (string | number)[]): Promise<number> })
    .callCompareAndSet;

  return {
    async get(tenantId: string, callId: string): Promise<CallRecord | null> {
      const raw = await redis.get(callKeys.call(tenantId, callId));
      return raw ? (JSON.parse(raw) as CallRecord) : null;
    },

    /** Writes the call if nobody changed it since `previousVersion` (0: it must not exist yet). */
    async save(call: CallRecord, previousVersion: number): Promise<SaveResult> {
      const ended = call.status === 'ended';
      const userKeys = call.participants.map((p) => callKeys.userCall(call.tenantId, p.userId));
      const ops = call.participants.map((p) => (!ended && isActive(p.state) ? 'claim' : 'release'));
      const ttl = ended ? endedTtlSeconds : liveTtlSeconds;
      const args = [previousVersion, JSON.stringify(call), call.id, ttl, ...ops];
      const result = await cas.call(
        redis,
        1 + userKeys.length,
        callKeys.call(call.tenantId, call.id),
        ...userKeys,
        ...args,
      );
      return result === 1 ? 'saved' : result === -1 ? 'taken' : 'stale';
    },

    /** The call the user is in or rung for, if any. */
    userCall: (tenantId: string, userId: string) => redis.get(callKeys.userCall(tenantId, userId)),
    userCalls: (tenantId: string, userIds: string[]) =>
      userIds.length ? redis.mget(userIds.map((id) => callKeys.userCall(tenantId, id))) : Promise.resolve([]),

    async setDeadline(call: CallRecord) {
      const member = `${call.tenantId}/${call.id}`;
      if (call.ringDeadline === null) await redis.zrem(callKeys.deadlines, member);
      else await redis.zadd(callKeys.deadlines, call.ringDeadline, member);
    },

    /** Deadlines that passed, each handed to exactly one instance (whichever removes it). */
    async claimDueDeadlines(now: number): Promise<{ tenantId: string; callId: string }[]> {
      const due = await redis.zrangebyscore(callKeys.deadlines, 0, now, 'LIMIT', 0, 100);
      const claimed: { tenantId: string; callId: string }[] = [];
      for (const member of due) {
        if ((await redis.zrem(callKeys.deadlines, member)) !== 1) continue;
        const [tenantId, callId] = member.split('/');
        if (tenantId && callId) claimed.push({ tenantId, callId });
      }
      return claimed;
    },

    async addStats(tenantId: string, callId: string, sample: object) {
      const key = callKeys.stats(tenantId, callId);
      // A day-long call at one sample per 3 s per tab stays far below this.
      await redis
        .multi()
        .rpush(key, JSON.stringify(sample))
        .ltrim(key, -100_000, -1)
        .expire(key, liveTtlSeconds)
        .exec();
    },

    /** The call's quality samples, removed from Redis as they go to the call log. */
    async takeStats(tenantId: string, callId: string): Promise<unknown[]> {
      const key = callKeys.stats(tenantId, callId);
      const [[, items]] = (await redis.multi().lrange(key, 0, -1).del(key).exec()) as [[unknown, string[]]];
      return items.map((item) => JSON.parse(item));
    },
  };
}
export type CallStore = ReturnType<typeof createCallStore>;
