/**
 * The framing of a successful RPC reply, `{"ok":true,"data":<data>}`, written and read as bytes:
 * the service writes its data's JSON inside it once, and a caller that only passes the data on
 * (the BFF's hot reads) takes it back out as a slice of the message, without parsing it.
 */
const okPrefix = '{"ok":true,"data":';
const okPrefixBytes = Buffer.from(okPrefix);
const closingBrace = 0x7d;

/** Data already serialised to JSON by the handler (a compiled serialiser, or Postgres' json). */
export class JsonText {
  constructor(readonly text: string) {}
}

/** The reply text for a handler's result (a value, or JsonText written once by the handler). */
export function okReplyText(data: unknown): string {
  if (data === undefined) return '{"ok":true}';
  return `${okPrefix}${data instanceof JsonText ? data.text : JSON.stringify(data)}}`;
}

/** The data's JSON bytes of an `ok` reply written by okReplyText; null for anything else. */
export function okReplyData(message: Uint8Array): Buffer | null {
  const bytes = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  const framed =
    bytes.length > okPrefixBytes.length &&
    bytes[bytes.length - 1] === closingBrace &&
    bytes.subarray(0, okPrefixBytes.length).equals(okPrefixBytes);
  return framed ? bytes.subarray(okPrefixBytes.length, bytes.length - 1) : null;
}
