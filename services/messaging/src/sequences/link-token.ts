import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link of a sequence mail does: each purpose signs apart, so one link never works as another. */
export type LinkPurpose = 'unsubscribe' | 'open' | 'click';

const hex32 = /^[0-9a-f]{32}$/;
/** 128 bits of HMAC-SHA256: the whole token stays under the 100 characters a route parameter may have. */
const signatureOf = (secret: string, purpose: LinkPurpose, body: string, bound: string) =>
  createHmac('sha256', secret).update(`${purpose}:${body}:${bound}`).digest().subarray(0, 16).toString('base64url');
const compact = (id: string) => id.replace(/-/g, '');
const uuidOf = (h: string) => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;

/**
 * The token of a link naming a tenant and one of its records (an enrolment, a sent message), signed
 * together with `bound` (a tracked link's address, carried beside the token) so neither can be changed.
 */
export function linkToken(secret: string, purpose: LinkPurpose, tenantId: string, id: string, bound = ''): string {
  const body = `${compact(tenantId)}.${compact(id)}`;
  return `${body}.${signatureOf(secret, purpose, body, bound)}`;
}

/** The tenant and record a token names, or null for one that is malformed or not signed by us for this purpose. */
export function readLinkToken(secret: string, purpose: LinkPurpose, token: string, bound = '') {
  const [tenant = '', id = '', signature = ''] = token.split('.');
  if (!hex32.test(tenant) || !hex32.test(id)) return null;
  const expected = Buffer.from(signatureOf(secret, purpose, `${tenant}.${id}`, bound));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { tenantId: uuidOf(tenant), id: uuidOf(id) };
}
