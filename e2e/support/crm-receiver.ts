import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in CRM for the browser tests: POST takes an assortment sync (the server's signed JSON),
 * GET answers what it took, newest last, so a test can check what arrived.
 */
export const startCrmReceiver = async () => {
  const received: unknown[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};
