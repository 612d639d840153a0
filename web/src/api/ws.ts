import { type EventEnvelope, WsServerMessage } from '@smartcrm/contracts';
import { tenantQuery } from '../modules/tenant/utils/tenant-storage';

export type EventListener = (event: EventEnvelope) => void;

export interface EventSocket {
  /** Listens for one event type, or every event with '*'; returns the unsubscribe function. */
  subscribe: (type: string, listener: EventListener) => () => void;
  close: () => void;
}

/** Validates a frame from `/ws` with the contracts schema; anything else is dropped. */
export function parseServerMessage(raw: unknown): WsServerMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed = WsServerMessage.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Exponential back-off from 1 s up to 30 s, with up to 20% jitter so clients do not reconnect in step. */
export function reconnectDelay(attempt: number, random: number = Math.random()): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (1 + 0.2 * random));
}

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/ws${tenantQuery()}`;
}

/** Opens the cookie-authenticated event socket and keeps it open until closed. */
export function connectEventSocket(url: string = socketUrl()): EventSocket {
  const listeners = new Map<string, Set<EventListener>>();
  let socket: WebSocket | null = null;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const dispatch = (event: EventEnvelope) => {
    for (const key of [event.type, '*']) for (const listener of listeners.get(key) ?? []) listener(event);
  };

  const open = () => {
    socket = new WebSocket(url);
    socket.onopen = () => {
      attempt = 0;
    };
    socket.onmessage = (frame) => {
      const message = parseServerMessage(frame.data);
      if (message?.type === 'event') dispatch(message.event);
    };
    socket.onclose = () => {
      if (!closed) retry = setTimeout(open, reconnectDelay(attempt++));
    };
  };
  open();

  return {
    subscribe(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
      return () => {
        set.delete(listener);
      };
    },
    close() {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    },
  };
}
