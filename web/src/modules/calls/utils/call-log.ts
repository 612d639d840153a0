import type { CallLogEntry, CallLogOutcome } from '@smartcrm/contracts';

export type CallDirection = 'outgoing' | 'incoming' | 'missed';

/** How the call went for the person reading the log. */
export function directionOf(entry: CallLogEntry, me: string): CallDirection {
  if (entry.callerId === me) return 'outgoing';
  return entry.outcome === 'completed' ? 'incoming' : 'missed';
}

/** The other people of the call, as the row names them. */
export function otherPeople(entry: CallLogEntry, me: string): string {
  const names = entry.participants.filter((p) => p.userId !== me).map((p) => p.name);
  return names.join(', ') || 'Nobody';
}

export const outcomeLabel: Record<CallLogOutcome, string> = {
  completed: 'Completed',
  rejected: 'Declined',
  cancelled: 'Cancelled',
  no_answer: 'No answer',
  unavailable: 'Unavailable',
  busy: 'Busy',
  failed: 'Failed',
};
