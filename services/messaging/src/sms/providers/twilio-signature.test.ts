import { describe, expect, it } from 'vitest';
import { isTwilioSignature, twilioSignature } from './twilio-signature';

// Twilio's documented example (twilio.com/docs/usage/security#validating-requests).
const token = '12345';
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+12349013030',
  Digits: '1234',
  From: '+12349013030',
  To: '+18005551212',
};

describe('twilioSignature', () => {
  it("matches Twilio's documented example", () => {
    expect(twilioSignature(token, url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('refuses a changed field, another URL or another token', () => {
    const signature = twilioSignature(token, url, params);
    expect(isTwilioSignature(token, url, params, signature)).toBe(true);
    expect(isTwilioSignature(token, url, { ...params, Digits: '1235' }, signature)).toBe(false);
    expect(isTwilioSignature(token, `${url}&x=1`, params, signature)).toBe(false);
    expect(isTwilioSignature('54321', url, params, signature)).toBe(false);
    expect(isTwilioSignature(token, url, params, '')).toBe(false);
  });
});
