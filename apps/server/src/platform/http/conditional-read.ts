import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StampedRead } from '../stamped-read.js';
import type { AnswerCache } from './answer-cache.js';

/**
 * A weak entity tag of everything an answer is made of, so every server gives the same answer
 * the same tag without sharing state. Weak, because the answer goes out in brotli, gzip or plain.
 */
const entityTag = (stamp: unknown): string =>
  `W/"${createHash('sha256').update(JSON.stringify(stamp)).digest('base64url').slice(0, 32)}"`;

/** If-None-Match names this tag (or any): the browser's copy is current. Weak comparison, as for GET. */
const matches = (ifNoneMatch: string | undefined, tag: string) => {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
};

/** Where a read's answers are kept as JSON text, and how an answer is written out. */
export type KeptAnswers<Answer> = { cache: AnswerCache; serialize: (answer: Answer) => string };

/**
 * A read the browser may keep and must revalidate: answered with the tag of its stamp, and with
 * 304 and no body when the browser's copy has it, before `read` does the expensive part. `private`: the
 * answer is the signed-in person's, never a shared cache's; signing out clears the browser's
 * copies (sessions/routes.ts). With `kept`, the server keeps the answer's text by its tag too, so
 * the next browser without a copy gets it without the read.
 */
export const answerUnlessUnchanged = async <Answer>(
  request: FastifyRequest,
  reply: FastifyReply,
  { stamp, read }: StampedRead<Answer>,
  kept?: KeptAnswers<Answer>,
): Promise<Answer | FastifyReply> => {
  if (stamp === null) return read();
  const tag = entityTag(stamp);
  reply.header('etag', tag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
  if (!kept) return read();
  let json = kept.cache.get(tag);
  if (json === undefined) {
    json = kept.serialize(await read());
    kept.cache.set(tag, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
};
