import type { FastifyReply } from 'fastify';
import { csrfToken } from './csrf-token';

/** The session lives in an httpOnly cookie; its value is an opaque token only identity can read. */
export const sessionCookie = {
  name: 'smartcrm_session',
  set(reply: FastifyReply, token: string, expiresAt: string, secure: boolean) {
    reply.setCookie(this.name, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      expires: new Date(expiresAt),
    });
    csrfToken.set(reply, token, secure, new Date(expiresAt));
  },
  clear(reply: FastifyReply) {
    reply.clearCookie(this.name, { path: '/' });
    csrfToken.clear(reply);
  },
};
