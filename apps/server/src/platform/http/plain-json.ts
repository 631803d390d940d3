import type { FastifyInstance } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { createSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * For routes whose answers hold thousands of rows (an assortment's products): the answer is sent
 * with plain JSON.stringify instead of being checked field by field against the response schema
 * on the way out, which costs more than building it. The schema still types the handler and
 * documents the answer in the OpenAPI document.
 */
export const plainJsonSerializer = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } as const;

/** A JSON replacer that leaves out every null-valued field: a missing field is null. */
export const leaveOutNulls = (_key: string, value: unknown) => (value === null ? undefined : value);

/**
 * For grid pages: the answer checked against its schema as usual, sent without its null fields
 * (a fifth of a page of samples or assets); the browser puts them back (domain `nullsRestored`).
 */
const withoutNullsCompiler = createSerializerCompiler({ replacer: leaveOutNulls });
export const answersWithoutNulls = {
  serializerCompiler: (route: FastifyRouteSchemaDef<unknown>) =>
    withoutNullsCompiler(route as Parameters<typeof withoutNullsCompiler>[0]),
} as const;

/** Above this many characters an answer is worth encoding once (about a thousand grid rows). */
const LARGE_ANSWER_CHARS = 256 * 1024;

/**
 * Sends large string answers as UTF-8 bytes. Given a string, Fastify measures its byte length
 * and the socket encodes it again on write: two passes over a 4 MB answer (about 40 ms for a
 * 5,000-product assortment), where one encoding gives both the bytes and their length.
 */
export const registerLargeAnswersAsBytes = (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, _reply, payload) =>
    typeof payload === 'string' && payload.length > LARGE_ANSWER_CHARS ? Buffer.from(payload) : payload,
  );
};
