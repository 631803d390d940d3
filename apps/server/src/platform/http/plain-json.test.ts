import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerLargeAnswersAsBytes } from './plain-json.js';

const app = Fastify();
registerLargeAnswersAsBytes(app);
// Multi-byte text: a length taken in characters instead of bytes would cut the answer short.
const rows = Array.from({ length: 4_000 }, (_, index) => ({ id: index, name: `Café ☕ Größe №${index}` }));
app.get('/large', async (_request, reply) => reply.type('application/json').send(JSON.stringify(rows)));
app.get('/small', async () => ({ name: 'Café' }));
afterAll(() => app.close());

describe('large JSON answers', () => {
  it('arrive whole with their byte length, however many bytes their characters take', async () => {
    const response = await app.inject({ method: 'GET', url: '/large' });
    expect(response.headers['content-type']).toContain('application/json');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.json()).toEqual(rows);
  });

  it('leave small answers as they were', async () => {
    const response = await app.inject({ method: 'GET', url: '/small' });
    expect(response.json()).toEqual({ name: 'Café' });
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength('{"name":"Café"}'));
  });
});
