import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Binds a sign-in to the browser that started it, so nobody can finish their own sign-in in
 * someone else's browser. Only sent back to the single sign-on routes; gone after ten minutes.
 */
const STATE_COOKIE = 'stride_sso_state';
const options = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/api/users/sso' });

export const setStateCookie = (reply: FastifyReply, state: string, secure: boolean) =>
  reply.setCookie(STATE_COOKIE, state, { ...options(secure), maxAge: 10 * 60 });

export const readStateCookie = (request: FastifyRequest): string | undefined => request.cookies[STATE_COOKIE];

export const clearStateCookie = (reply: FastifyReply, secure: boolean) =>
  reply.clearCookie(STATE_COOKIE, options(secure));
