import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './webhook-signature';

const secret = 'whsec_test';
const payload = '{"id":"evt_1"}';
const now = 1_800_000_000;
const header = (t: number, body = payload, key = secret) => `t=${t},v1=${signPayload(body, key, t)}`;

describe('verifySignature', () => {
  it.each([
    ['a fresh signature', header(now), true],
    ['one of two during a rotation', `${header(now, payload, 'old')},v1=${signPayload(payload, secret, now)}`, true],
    ['at the edge of the tolerance', header(now - 300), true],
    ['an old one (a replay)', header(now - 301), false],
    ['one from the future', header(now + 301), false],
    ['another secret (a forgery)', header(now, payload, 'whsec_other'), false],
    ['another body', header(now, '{"id":"evt_2"}'), false],
    ['no timestamp', `v1=${signPayload(payload, secret, now)}`, false],
    ['garbage', 'nonsense', false],
    ['a short v1', `t=${now},v1=abc`, false],
  ])('%s → %s', (_, signature, ok) => expect(verifySignature(payload, signature, secret, now)).toBe(ok));
});
