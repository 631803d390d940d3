import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StampedRead } from '../stamped-read.js';

/**
 * A weak entity tag of everything an answer is made of, so every server gives the same answer
 * the same tag without sharing state. Weak, because the answer goes out in brotli, gzip or plain.
 */
export const entityTag = (stamp: unknown): string =>
  `W/"${createHash('sha256').update(JSON.stringify(stamp)).digest('base64url').slice(0, 32)}"`;

/** If-None-Match names this tag (or any): the browser's copy is current. Weak comparison, as for GET. */
const matches = (ifNoneMatch: string | undefined, tag: string) => {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
};

/**
 * A read the browser may keep and must revalidate: answered with the tag of its stamp, and with
 * 304 and no body when the browser's copy has it, before `read` does the expensive part. `private`: the
 * answer is the signed-in person's, never a shared cache's; signing out clears the browser's
 * copies (sessions/routes.ts).
 */
export const answerUnlessUnchanged = async <Answer>(
  request: FastifyRequest,
  reply: FastifyReply,
  { stamp, read }: StampedRead<Answer>,
): Promise<Answer | FastifyReply> => {
  if (stamp === null) return read();
  const tag = entityTag(stamp);
  reply.header('etag', tag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return read();
};
