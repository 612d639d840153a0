import { createHmac, timingSafeEqual } from 'node:crypto';

/** Five minutes either way, as Stripe's own libraries allow: an older signed event is a replay. */
export const signatureToleranceSeconds = 300;

export const signPayload = (payload: string, secret: string, timestamp: number) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');

/**
 * Stripe's `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">` (several v1
 * during a secret's rotation): true only when one matches and the time is within the tolerance.
 */
export function verifySignature(payload: string, header: string, secret: string, nowSeconds: number): boolean {
  const parts = header.split(',').map((part) => part.split('=') as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > signatureToleranceSeconds) return false;
  const expected = Buffer.from(signPayload(payload, secret, timestamp), 'hex');
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
