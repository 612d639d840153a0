import type { ChatMessage, ChatState } from '../state/call-snapshot';

/** What travels on the chat data channel (spec 000 §3 chat data message, plus camera/mic state). */
export type ChannelMessage =
  | { type: 'chat'; content: string; timestamp: number; sender: string }
  | { type: 'media'; audio: boolean; video: boolean };

const maxContent = 4000;

/** Reads a frame from a peer; anything malformed is dropped (a peer is input from outside). */
export function parseChannelMessage(raw: unknown): ChannelMessage | null {
  if (typeof raw !== 'string' || raw.length > maxContent * 2) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (
    message.type === 'chat' &&
    typeof message.content === 'string' &&
    message.content.trim() !== '' &&
    message.content.length <= maxContent &&
    typeof message.timestamp === 'number' &&
    typeof message.sender === 'string'
  ) {
    return {
      type: 'chat',
      content: message.content,
      timestamp: message.timestamp,
      sender: message.sender.slice(0, 200),
    };
  }
  if (message.type === 'media' && typeof message.audio === 'boolean' && typeof message.video === 'boolean') {
    return { type: 'media', audio: message.audio, video: message.video };
  }
  return null;
}

/** The chat state of a call from its peers' channels: open while any is open (spec 000 §4). */
export function chatState(channels: Iterable<RTCDataChannel>, everOpened: boolean): ChatState {
  let any = false;
  for (const channel of channels) {
    any = true;
    if (channel.readyState === 'open') return 'open';
  }
  if (!any) return everOpened ? 'closed' : 'unavailable';
  return everOpened ? 'closed' : 'connecting';
}

let counter = 0;
export const chatMessage = (sender: ChatMessage['sender'], senderName: string, content: string, timestamp: number) =>
  ({ id: `${timestamp}-${counter++}`, sender, senderName, content, timestamp }) satisfies ChatMessage;
