import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_CONTENT_SECURITY_POLICY, sendFileAnswer } from './file-answer.js';

const app = Fastify();
beforeAll(async () => {
  app.get<{ Querystring: { type: string; disposition: 'inline' | 'attachment' } }>('/file', async (request, reply) =>
    sendFileAnswer(
      reply,
      { body: Buffer.from('<b>bytes</b>'), contentType: request.query.type, filename: 'upload.bin', size: 12 },
      { disposition: request.query.disposition, cacheControl: 'private, max-age=60' },
    ),
  );
  await app.ready();
});
afterAll(() => app.close());

const answer = async (type: string, disposition: 'inline' | 'attachment') => {
  const response = await app.inject({ url: '/file', query: { type, disposition } });
  return {
    type: response.headers['content-type'],
    disposition: String(response.headers['content-disposition']).split(';')[0],
    policy: response.headers['content-security-policy'],
  };
};

const sandboxed = FILE_CONTENT_SECURITY_POLICY;
const pdfViewer = "default-src 'none'; frame-ancestors 'self'";

describe('file answers', () => {
  it.each([
    ['image/png', 'inline', 'image/png', 'inline', sandboxed],
    ['image/webp', 'inline', 'image/webp', 'inline', sandboxed],
    ['video/mp4', 'inline', 'video/mp4', 'inline', sandboxed],
    ['application/pdf', 'inline', 'application/pdf', 'inline', pdfViewer],
    ['application/pdf', 'attachment', 'application/pdf', 'attachment', sandboxed],
    ['image/png', 'attachment', 'image/png', 'attachment', sandboxed],
    ['text/html', 'inline', 'text/html', 'attachment', sandboxed],
    ['TEXT/HTML; charset=utf-8', 'inline', 'text/html', 'attachment', sandboxed],
    ['image/svg+xml', 'inline', 'image/svg+xml', 'attachment', sandboxed],
    ['application/xml', 'inline', 'application/xml', 'attachment', sandboxed],
    ['text/xml', 'inline', 'text/xml', 'attachment', sandboxed],
    ['application/xhtml+xml', 'inline', 'application/xhtml+xml', 'attachment', sandboxed],
    ['text/javascript', 'inline', 'text/javascript', 'attachment', sandboxed],
    ['application/zip', 'inline', 'application/zip', 'attachment', sandboxed],
    ['image/vnd.adobe.photoshop', 'inline', 'image/vnd.adobe.photoshop', 'attachment', sandboxed],
    ['not a type', 'inline', 'application/octet-stream', 'attachment', sandboxed],
  ] as const)('%s asked %s is sent as %s, %s', async (stored, asked, type, disposition, policy) => {
    expect(await answer(stored, asked)).toEqual({ type, disposition, policy });
  });

  it('says never to sniff, how long to keep it, and how long it is', async () => {
    const response = await app.inject({ url: '/file', query: { type: 'image/png', disposition: 'inline' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    expect(response.headers['content-length']).toBe('12');
    expect(response.headers['content-disposition']).toBe(`inline; filename="upload.bin"; filename*=UTF-8''upload.bin`);
  });
});
