import type { EventEnvelope } from '@smartcrm/contracts';
import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { EventSocket } from '../../../api/ws';

export const RealtimeContext = createContext<EventSocket | null>(null);

/** Calls the handler for each tenant event of a type ('*' for all) while signed in. */
export function useRealtimeEvent(type: string, handler: (event: EventEnvelope) => void): void {
  const socket = useContext(RealtimeContext);
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => socket?.subscribe(type, (event) => latest.current(event)), [socket, type]);
}

/** The tab's socket itself, for features that send on it too (calls); null while signed out. */
export const useRealtimeSocket = () => useContext(RealtimeContext);
