import { describe, expect, it } from 'vitest';
import { chatState, parseChannelMessage } from './chat-channels';

const channel = (readyState: RTCDataChannelState) => ({ readyState }) as RTCDataChannel;

describe('chat channel messages', () => {
  it('accepts the spec chat message and camera/mic state', () => {
    const chat = { type: 'chat', content: 'Hi 👋', timestamp: 1, sender: 'Ada' };
    expect(parseChannelMessage(JSON.stringify(chat))).toEqual(chat);
    expect(parseChannelMessage('{"type":"media","audio":false,"video":true}')).toEqual({
      type: 'media',
      audio: false,
      video: true,
    });
  });

  it('drops blank, oversized, malformed or unknown frames', () => {
    expect(parseChannelMessage('{"type":"chat","content":"  ","timestamp":1,"sender":"A"}')).toBeNull();
    expect(
      parseChannelMessage(JSON.stringify({ type: 'chat', content: 'x'.repeat(4001), timestamp: 1, sender: 'A' })),
    ).toBeNull();
    expect(parseChannelMessage('not json')).toBeNull();
    expect(parseChannelMessage('{"type":"exec"}')).toBeNull();
    expect(parseChannelMessage(new ArrayBuffer(2))).toBeNull();
  });
});

describe('chat state', () => {
  it('is unavailable before any peer, connecting until a channel opens, open while one is', () => {
    expect(chatState([], false)).toBe('unavailable');
    expect(chatState([channel('connecting')], false)).toBe('connecting');
    expect(chatState([channel('closed'), channel('open')], true)).toBe('open');
  });

  it('is closed once every channel that was open has closed', () => {
    expect(chatState([channel('closed')], true)).toBe('closed');
    expect(chatState([], true)).toBe('closed');
  });
});
