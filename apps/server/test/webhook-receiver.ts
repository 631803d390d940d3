import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { headers: Record<string, string | string[] | undefined>; body: string };

/** How the receiver answers one request; the last one given keeps answering. */
export type ReceiverBehaviour = (response: ServerResponse) => void;

export const answerStatus =
  (status: number, body = ''): ReceiverBehaviour =>
  (response) => {
    response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
  };

/**
 * A webhook receiver on 127.0.0.1 for the tests: records each request and answers as told,
 * 200 unless `behaviours` say otherwise (one per request, in order; the last one repeats).
 */
export const startWebhookReceiver = async (behaviours: ReceiverBehaviour[] = [answerStatus(200)]) => {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const behaviour = behaviours[Math.min(received.length, behaviours.length) - 1] ?? answerStatus(200);
      behaviour(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** What a receiver does with the secret it was shown (docs/operations.md): recompute and compare. */
export const signatureIsValid = (secret: string, received: ReceivedWebhook) => {
  const header = String(received.headers['x-stride-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${received.body}`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '');
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
};
