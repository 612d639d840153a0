import type { Call, CallEndReason, CallParticipant } from '@smartcrm/contracts';

/** A participant as the service keeps it: which of the user's tabs is in the call. */
export interface ParticipantRecord extends CallParticipant {
  connectionId: string | null;
}

/** The call in Redis: the public Call plus what only the service needs. */
export interface CallRecord extends Omit<Call, 'participants'> {
  tenantId: string;
  participants: ParticipantRecord[];
  /** When the ringing participants count as not answering (epoch ms); null while nobody rings. */
  ringDeadline: number | null;
  endReason: CallEndReason | null;
  endedAt: string | null;
}

export interface Person {
  userId: string;
  name: string;
  email: string;
}

/** How an invitee can be reached right now. */
export interface Invitee extends Person {
  online: boolean;
  busy: boolean;
}

/**
 * Who must hear what after a transition: `tab` is one connection of the user, otherwise every tab
 * of the user (`exceptTab` left out). The service turns these into socket deliveries.
 */
export type Notice =
  | { userId: string; tab?: string; exceptTab?: string; kind: 'incoming' | 'updated' }
  | { userId: string; tab?: string; exceptTab?: string; kind: 'ended'; reason: CallEndReason };

export interface Transition {
  call: CallRecord;
  notices: Notice[];
}
