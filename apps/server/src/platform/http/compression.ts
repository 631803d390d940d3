import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PROGRESS_ANSWER_TYPE } from './progress-answer.js';

export type ContentEncoding = 'br' | 'gzip';

/**
 * Levels chosen for answers made per request, where the server's CPU is the price: brotli 1
 * makes the 1.25 MB assortment answer 184 KB in 5 ms, half the time of quality 3 for 14% more
 * bytes (11, the library default, takes a second); a 120 KB page of rows takes about a
 * millisecond. Browsers all take brotli; gzip 1 is for other clients (scripts, integrations).
 * Static files are compressed once at build, at the highest levels.
 */
const BROTLI_QUALITY = 1;
const gzipOptions = { level: 1 };
/** Told the size, the encoder sizes its window and tables to it rather than to 4 MB. */
const brotliOptionsFor = (bytes?: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    ...(bytes === undefined ? {} : { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes }),
  },
});
/** Below this an answer fits a packet or two either way; compressing it only costs time. */
const MIN_COMPRESSED_BYTES = 1024;

/** JSON, lines of JSON, text (not event streams: they must pass as they come), scripts, SVG. */
const compressibleType =
  /^(?:application\/(?:[\w.+-]*\+)?(?:json|x-ndjson|javascript|xml)|text\/(?!event-stream)|image\/svg\+xml)/i;

/**
 * The encoding to answer in: the client's preferred one of brotli and gzip (by its q-values,
 * brotli on a tie), or null for the plain answer (no header, `identity`, or both refused).
 */
export const negotiateEncoding = (acceptEncoding: string | undefined): ContentEncoding | null => {
  if (!acceptEncoding) return null;
  const quality: Record<string, number> = {};
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    quality[name.trim()] = q === undefined ? 1 : Number(q);
  }
  const of = (encoding: ContentEncoding) =>
    quality[encoding] ?? (encoding === 'gzip' ? quality['x-gzip'] : undefined) ?? quality['*'] ?? 0;
  const [br, gzip] = [of('br'), of('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
};

/**
 * Whole answers are compressed on the event loop, not in libuv's thread pool: the pool's four
 * threads also serve file reads and writes, and under the load bench a queue of compressions
 * there held them back (server p95 224 ms against 48 ms inline); a 1.25 MB assortment takes 5 ms.
 */
const compressWhole = { br: zlib.brotliCompressSync, gzip: zlib.gzipSync } as const;
const optionsOf = (encoding: ContentEncoding, bytes: number) =>
  encoding === 'br' ? brotliOptionsFor(bytes) : gzipOptions;

const byteLengthOf = (payload: string | Buffer) =>
  typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;

/** A whole answer compressed as the server sends it. */
export const compressAnswer = (
  encoding: ContentEncoding,
  payload: string | Buffer,
  bytes = byteLengthOf(payload),
): Buffer => compressWhole[encoding](payload, optionsOf(encoding, bytes));

/**
 * A compressing stream. Lines of progress are flushed as each is written, so the browser hears
 * them as the work goes on rather than when the buffer fills.
 */
const compressingStream = (encoding: ContentEncoding, flushEachWrite: boolean) =>
  encoding === 'br'
    ? zlib.createBrotliCompress({
        ...brotliOptionsFor(),
        ...(flushEachWrite ? { flush: zlib.constants.BROTLI_OPERATION_FLUSH } : {}),
      })
    : zlib.createGzip({ ...gzipOptions, ...(flushEachWrite ? { flush: zlib.constants.Z_SYNC_FLUSH } : {}) });

const addVary = (reply: FastifyReply) => {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
};

const isStream = (payload: unknown): payload is Readable =>
  typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';

/**
 * Compresses every answer worth it in the encoding the request accepts (brotli or gzip), API
 * and files alike: whole answers at once, streams (files, lines of progress) as they flow.
 * Answers already encoded (the web app's precompressed files) pass as they are; so do server-sent
 * events, which never reach this hook. Every compressible answer says it varies by
 * Accept-Encoding, compressed or not, so a cache in between keeps the variants apart.
 */
export const registerCompression = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload === null || payload === undefined || reply.hasHeader('content-encoding')) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!compressibleType.test(contentType)) return payload;
    addVary(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    if (isStream(payload)) {
      const compressed = compressingStream(encoding, contentType.startsWith(PROGRESS_ANSWER_TYPE));
      pipeline(payload, compressed, (error) => {
        if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
          request.log.error({ err: error }, 'compressing an answer failed');
      });
      reply.removeHeader('content-length');
      reply.header('content-encoding', encoding);
      return compressed;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const bytes = byteLengthOf(payload);
    if (bytes < MIN_COMPRESSED_BYTES) return payload;
    const compressed = compressAnswer(encoding, payload, bytes);
    reply.header('content-encoding', encoding);
    return compressed;
  });
};
