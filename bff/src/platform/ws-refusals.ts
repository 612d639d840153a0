import type { WsServerMessage } from '@smartcrm/contracts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The call a malformed message was about: a string callId when it names a call message (null if the
 * id itself is bad), undefined for anything else, which gets the general `error` frame.
 */
export function callIdIn(json: unknown): string | null | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { type, callId } = json as { type?: unknown; callId?: unknown };
  if (typeof type !== 'string' || !type.startsWith('call.')) return undefined;
  return typeof callId === 'string' && uuid.test(callId) ? callId : null;
}

/**
 * A frame refused unread (too large, not JSON): a call client hears call.error when the frame
 * starts like a call message, so its call screen can tell; others get the general error.
 */
export function refusal(raw: Buffer, message: string): WsServerMessage {
  const head = raw.subarray(0, 64).toString('utf8');
  if (/"type"\s*:\s*"call\./.test(head)) return { type: 'call.error', callId: null, code: 'bad_input', message };
  return { type: 'error', error: { code: 'bad_input', message } };
}
