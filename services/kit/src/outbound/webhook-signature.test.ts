import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSigningSecret, signedHeaders } from './webhook-signature';

describe('Standard Webhooks signatures', () => {
  it('match the example of the specification', () => {
    // standard-webhooks/spec: this secret, id, timestamp and body give this signature.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    const headers = signedHeaders(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', body, new Date(1614265330_000));
    expect(headers['webhook-signature']).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    expect(headers['webhook-timestamp']).toBe('1614265330');
  });

  it('sign with a fresh secret that a receiver can check with the secret alone', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const headers = signedHeaders(secret, 'id-1', '{}');
    const expected = createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
      .update(`id-1.${headers['webhook-timestamp']}.{}`)
      .digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${expected}`);
  });
});
