import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's X-Twilio-Signature: HMAC-SHA1 with the auth token over the full URL it called followed by
 * every POST field, sorted by name, as name and value run together; base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function isTwilioSignature(authToken: string, url: string, params: Record<string, string>, signature: string) {
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
