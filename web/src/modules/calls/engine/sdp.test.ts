import { describe, expect, it } from 'vitest';
import { sdpSessionId } from './sdp';

describe('SDP session id', () => {
  it('reads the origin line session id, the same across renegotiations', () => {
    const first = 'v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\n';
    const renegotiated = 'v=0\r\no=- 4611731400430051336 3 IN IP4 127.0.0.1\r\ns=-\r\n';
    expect(sdpSessionId(first)).toBe('4611731400430051336');
    expect(sdpSessionId(renegotiated)).toBe(sdpSessionId(first));
  });

  it('is null for text without an origin line', () => {
    expect(sdpSessionId('v=0\r\ns=-\r\n')).toBeNull();
  });
});
