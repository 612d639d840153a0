import type { Call } from '@smartcrm/contracts';
import type { ActiveCall } from '../state/call-snapshot';

/**
 * What a tab does with a ring:
 * - 'ring': show the incoming overlay;
 * - 'ignore': busy in another call (the server tells the caller);
 * - 'answer': the person this tab is calling, or just called, is calling it at the same moment:
 *   take their call instead of making both wait (one call wins cleanly and connects);
 * - 'hold': the same crossing, but this tab's own call wins (lower call id); keep the ring aside
 *   in case this tab's call is refused, then answer it.
 */
export type RingDecision = 'ring' | 'ignore' | 'answer' | 'hold';

/** How long after dialling someone their own call counts as crossing ours. */
export const crossingWindowMs = 10_000;

export function decideRing(
  mine: ActiveCall | null,
  ringing: boolean,
  incoming: Call,
  lastDialed: { userId: string; at: number } | null,
  now: number,
): RingDecision {
  const fromDialed =
    !incoming.group && lastDialed?.userId === incoming.callerId && now - lastDialed.at < crossingWindowMs;
  if (!mine) return ringing ? 'ignore' : fromDialed ? 'answer' : 'ring';
  if (mine.status === 'ending' || mine.status === 'disconnected') return fromDialed ? 'answer' : 'ring';
  const crossing =
    fromDialed &&
    mine.direction === 'outgoing' &&
    !mine.group &&
    mine.participants[0]?.id === incoming.callerId &&
    (mine.status === 'calling' || mine.status === 'ringing');
  if (!crossing) return 'ignore';
  return incoming.id < mine.id ? 'answer' : 'hold';
}
