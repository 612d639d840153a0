import type { Call, CallEndReason, CallParticipant } from '@smartcrm/contracts';
import type { CallStatus, Participant } from '../state/call-snapshot';

/** How a server participant state shows on the card. */
export function presenceOf(state: CallParticipant['state']): Participant['presence'] {
  if (state === 'invited' || state === 'ringing') return 'invited';
  return state === 'joined' ? 'joined' : 'left';
}

/**
 * The browser's status from the server's call and the peer connections: the server says who joined;
 * 'Connected' waits until media actually flows to someone.
 */
export function statusOf(call: Call, anyPeerConnected: boolean): CallStatus {
  if (call.status === 'ended') return 'ending';
  if (call.status === 'connected') return anyPeerConnected ? 'connected' : 'connecting';
  return call.status;
}

/**
 * Who offers whom in the mesh (contracts: of each pair, the lower joinOrder offers). Returns the
 * joined others this participant must offer, and those it waits for.
 */
export function meshRoles(call: Call, me: string): { offer: string[]; await: string[] } {
  const mine = call.participants.find((p) => p.userId === me)?.joinOrder;
  const roles = { offer: [] as string[], await: [] as string[] };
  if (mine === null || mine === undefined) return roles;
  for (const p of call.participants) {
    if (p.userId === me || p.state !== 'joined' || p.joinOrder === null) continue;
    (p.joinOrder > mine ? roles.offer : roles.await).push(p.userId);
  }
  return roles;
}

/** What the caller is told when a call ends before it connected; null when nothing needs saying. */
export function endNotice(reason: CallEndReason, name: string): string | null {
  switch (reason) {
    case 'rejected':
      return `${name} declined the call`;
    case 'no_answer':
      return `${name} did not answer`;
    case 'busy':
      return `${name} is in another call`;
    case 'unavailable':
      return `${name} is not available right now`;
    case 'disconnected':
      return 'The call was disconnected';
    default:
      return null;
  }
}

/** Spec 000 §4: ending shows for 1 s, a peer error ('disconnected') for 2 s, then idle. */
export const endDelayMs = (reason: CallEndReason | null) => (reason === 'disconnected' ? 2000 : 1000);
