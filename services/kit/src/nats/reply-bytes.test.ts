import { describe, expect, it } from 'vitest';
import { encodeText } from './utf8';
import { JsonText, okReplyData, okReplyText } from './reply-bytes';

describe('reply bytes', () => {
  it('gives back the data of an ok reply as the same JSON, unparsed', () => {
    const data = { items: [{ id: 'a', name: 'Zoë “quoted” }' }], nextCursor: null };
    const bytes = okReplyData(encodeText(okReplyText(data)));
    expect(JSON.parse(bytes!.toString())).toEqual(data);
    expect(JSON.parse(okReplyText(data))).toEqual({ ok: true, data });
  });

  it('writes data a handler serialised itself as it is', () => {
    const text = okReplyText(new JsonText('{"items":[]}'));
    expect(okReplyData(encodeText(text))!.toString()).toBe('{"items":[]}');
  });

  it('has no data for an error reply or an ok reply without data', () => {
    expect(okReplyData(encodeText('{"ok":false,"error":{"code":"not_found","message":"x"}}'))).toBeNull();
    expect(okReplyData(encodeText(okReplyText(undefined)))).toBeNull();
  });
});
