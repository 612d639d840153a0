/**
 * The session id of an SDP's origin line (`o=- 4611731400430051336 2 IN IP4 127.0.0.1`): it stays
 * the same through every renegotiation of one RTCPeerConnection and differs for a new one.
 */
export function sdpSessionId(sdp: string): string | null {
  return /^o=\S+ (\S+) /m.exec(sdp)?.[1] ?? null;
}
