import { createHash, randomBytes } from 'node:crypto';

/**
 * An opaque bearer secret (session cookie, emailed link): 32 random bytes, base64url. Only its
 * SHA-256 is stored, so a leaked table holds nothing that signs anyone in.
 */
export function newOpaqueToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();
