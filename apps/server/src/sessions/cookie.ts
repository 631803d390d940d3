import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'stride_session';

export const setSessionCookie = (reply: FastifyReply, token: string, secure: boolean) =>
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/' });

export const clearSessionCookie = (reply: FastifyReply, secure: boolean) =>
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
