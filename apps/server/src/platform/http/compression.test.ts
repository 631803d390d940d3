import { request as httpRequest } from 'node:http';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding, registerCompression } from './compression.js';
import { sendWithProgress } from './progress-answer.js';

type RawAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  chunkTimes: number[];
};

/** An HTTP call that keeps the bytes as sent (fetch would decode them) and when each chunk came. */
const rawCall = (baseUrl: string, path: string, headers: Record<string, string> = {}) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const started = Date.now();
    httpRequest(`${baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      const chunkTimes: number[] = [];
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        chunkTimes.push(Date.now() - started);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          chunkTimes,
        }),
      );
    })
      .on('error', reject)
      .end();
  });

const decode = ({ headers, body }: RawAnswer) =>
  (headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(body)
      : body
  ).toString();

const lines = Array.from({ length: 2000 }, (_, index) => ({
  id: `100${index}_BLK`,
  name: 'Tiny Steps - Crisp Journey',
}));
const bigAnswer = JSON.stringify({ products: lines });

let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = Fastify();
  registerCompression(app);
  app.get('/big', async (_request, reply) => reply.type('application/json').send(bigAnswer));
  app.get('/small', async () => ({ ok: true }));
  app.get('/picture', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
  app.get('/progress', async (request, reply) =>
    sendWithProgress<{ done: number }, { rows: number }>(reply, request.log, async (report) => {
      report({ done: 1 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      report({ done: 2 });
      return { rows: 2 };
    }),
  );
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('choosing the encoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP;Q=0.8, BR;Q=0.9', 'br'],
  ])('Accept-Encoding %j answers %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compressed answers', () => {
  it('sends JSON in brotli when the browser accepts it, gzip when only that, and plain otherwise, always varying by Accept-Encoding', async () => {
    const br = await rawCall(baseUrl, '/big', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await rawCall(baseUrl, '/big', { 'accept-encoding': 'gzip, deflate' });
    const plain = await rawCall(baseUrl, '/big');
    expect([
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
      plain.headers['content-encoding'],
    ]).toEqual(['br', 'gzip', undefined]);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(decode(answer)).toBe(bigAnswer);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect(br.body.length).toBeLessThan(bigAnswer.length / 10);
    expect(gzip.body.length).toBeLessThan(bigAnswer.length / 5);
  });

  it('leaves answers of a packet and pictures alone', async () => {
    const small = await rawCall(baseUrl, '/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decode(small))).toEqual({ ok: true });
    const picture = await rawCall(baseUrl, '/picture', { 'accept-encoding': 'br' });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.headers.vary).toBeUndefined();
    expect(picture.body.length).toBe(4096);
  });

  it('streams lines of progress compressed, each line arriving as it is written', async () => {
    const answer = await rawCall(baseUrl, '/progress', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(
      decode(answer)
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([{ progress: { done: 1 } }, { progress: { done: 2 } }, { result: { rows: 2 } }]);
    // The first line came before the work's pause, not with the result after it.
    expect(answer.chunkTimes[0]).toBeLessThan(250);
    expect(answer.chunkTimes.at(-1)).toBeGreaterThanOrEqual(280);
  });
});
