import type { ConnectionStats } from '../utils/connection-quality';
import type { CallType } from '../utils/call-types';

/** Spec 000 §4 call status, plus the brief 'disconnected' a peer error shows before the reset. */
export type CallStatus = 'idle' | 'calling' | 'ringing' | 'connecting' | 'connected' | 'ending' | 'disconnected';

export interface CallPerson {
  id: string;
  name: string;
  email: string;
  avatar?: string | null;
}

/** Spec 000 §3 group participant, one per remote user in the call. */
export interface Participant extends CallPerson {
  stream: MediaStream | null;
  isConnected: boolean;
  isVideoEnabled: boolean;
  isAudioEnabled: boolean;
  /** 'invited' until they accept, 'joined' after, 'left' once gone (kept briefly for the card). */
  presence: 'invited' | 'joined' | 'left';
}

export type ChatState = 'unavailable' | 'connecting' | 'open' | 'closed';

export interface ChatMessage {
  id: string;
  sender: 'user' | 'remote';
  senderName: string;
  content: string;
  timestamp: number;
}

export interface IncomingCall {
  callId: string;
  caller: CallPerson;
  type: CallType;
  group: boolean;
}

export interface ActiveCall {
  id: string;
  type: CallType;
  group: boolean;
  direction: 'outgoing' | 'incoming';
  status: CallStatus;
  participants: Participant[];
  localStream: MediaStream | null;
  audioEnabled: boolean;
  videoEnabled: boolean;
  screenSharing: boolean;
  /** performance.now() when the call connected, for the timer. */
  connectedAt: number | null;
  recordingSince: number | null;
  quality: ConnectionStats | null;
  chat: { state: ChatState; messages: ChatMessage[] };
}

export interface CallSnapshot {
  /** Idle when there is no call and nothing rings. */
  status: CallStatus;
  incoming: IncomingCall | null;
  call: ActiveCall | null;
}

export const idleSnapshot: CallSnapshot = { status: 'idle', incoming: null, call: null };
