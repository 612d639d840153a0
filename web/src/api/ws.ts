import { type EventEnvelope, type WsClientMessage, WsServerMessage, wsSessionEndedCode } from '@smartcrm/contracts';
import { tenantQuery } from '../modules/tenant/utils/tenant-storage';

export type EventListener = (event: EventEnvelope) => void;
export type MessageListener = (message: WsServerMessage) => void;

export interface EventSocket {
  /** Listens for one event type, or every event with '*'; returns the unsubscribe function. */
  subscribe: (type: string, listener: EventListener) => () => void;
  /** Listens for every frame (call signalling, errors, hello after each reconnect). */
  listen: (listener: MessageListener) => () => void;
  /** Sends a frame if the socket is open now; false when it is not (the caller decides what that means). */
  send: (message: WsClientMessage) => boolean;
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

/**
 * Opens the cookie-authenticated event socket and keeps it open until closed, or until the BFF
 * says its session ended: then it stays closed and `onSessionEnded` is told.
 */
export function connectEventSocket(
  url: string = socketUrl(),
  onSessionEnded: () => void = () => undefined,
): EventSocket {
  const listeners = new Map<string, Set<EventListener>>();
  const messageListeners = new Set<MessageListener>();
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
      if (message) for (const listener of messageListeners) listener(message);
    };
    socket.onclose = (event) => {
      if (closed) return;
      if (event.code === wsSessionEndedCode) {
        closed = true;
        return onSessionEnded();
      }
      retry = setTimeout(open, reconnectDelay(attempt++));
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
    listen(listener) {
      messageListeners.add(listener);
      return () => {
        messageListeners.delete(listener);
      };
    },
    send(message) {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    },
  };
}
