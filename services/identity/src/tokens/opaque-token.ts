import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer token for the session cookie; only its SHA-256 is stored. */
export function newSessionToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSessionToken(token) };
}

export const hashSessionToken = (token: string): Buffer => createHash('sha256').update(token).digest();
