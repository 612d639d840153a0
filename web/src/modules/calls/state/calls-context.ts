import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CallType } from '../utils/call-types';
import { type CallPerson, type CallSnapshot, idleSnapshot } from './call-snapshot';

/** What the screens can ask of the call engine; every method reports failures to the user itself. */
export interface CallControls {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => CallSnapshot;
  /** Users of the workspace who have the app open now. */
  online: () => ReadonlySet<string>;
  /** A direct call to one person, or a group call (from the group picker, or to several). */
  startCall: (people: CallPerson[], type: CallType, options?: { group?: boolean }) => Promise<void>;
  invite: (person: CallPerson) => Promise<void>;
  accept: () => Promise<void>;
  reject: () => void;
  hangUp: () => void;
  toggleAudio: () => void;
  toggleVideo: () => void;
  toggleScreenShare: () => Promise<void>;
  toggleRecording: () => Promise<void>;
  sendChat: (text: string) => void;
}

export const CallsContext = createContext<CallControls | null>(null);

const noSubscription = () => () => undefined;
const idle = () => idleSnapshot;
const nobody: ReadonlySet<string> = new Set();

/** The call engine once it has loaded (it loads after sign-in), else null. */
export const useCallControls = () => useContext(CallsContext);

/** The current call state; idle while signed out or while the engine loads. */
export function useCallSnapshot(): CallSnapshot {
  const controls = useContext(CallsContext);
  return useSyncExternalStore(controls?.subscribe ?? noSubscription, controls?.snapshot ?? idle);
}

/** Who is online now, refreshed as presence changes. */
export function useOnlineUsers(): ReadonlySet<string> {
  const controls = useContext(CallsContext);
  return useSyncExternalStore(controls?.subscribe ?? noSubscription, controls?.online ?? (() => nobody));
}
