import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The CSRF token is derived from the session token: another site can neither read the session
 * cookie (httpOnly) nor the token cookie (same-origin only), so it cannot send the header, and a
 * token stops working with its session. One-way, so script that reads it learns nothing it could
 * sign in with; no secret is needed, so every BFF instance derives the same token.
 */
export const csrfToken = {
  cookieName: 'smartcrm_csrf',
  headerName: 'x-csrf-token',
  of: (sessionToken: string) => createHash('sha256').update(`smartcrm-csrf\0${sessionToken}`).digest('base64url'),
  matches(sent: string | string[] | undefined, expected: string): boolean {
    if (typeof sent !== 'string' || sent.length !== expected.length) return false;
    return timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
  },
  /** Readable by the web app's script (not httpOnly), which echoes it in the header on writes. */
  set(reply: FastifyReply, sessionToken: string, secure: boolean, expires?: Date) {
    reply.setCookie(this.cookieName, this.of(sessionToken), {
      httpOnly: false,
      sameSite: 'lax',
      secure,
      path: '/',
      ...(expires ? { expires } : {}),
    });
  },
  clear(reply: FastifyReply) {
    reply.clearCookie(this.cookieName, { path: '/' });
  },
};
