import type { ServerResponse } from 'node:http';
import { fullName, idParams, type User } from '@stride/domain';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { type AssortmentLiveHub, PRESENCE_HEARTBEAT_MS } from './live-hub.js';

/**
 * GET /api/assortments/{id}/events: server-sent events of one assortment, `batch` (a saved
 * batch, by anyone, through any server process) and `presence` (who else has it open).
 */
export const registerAssortmentLiveRoutes = (
  app: App,
  deps: { hub: AssortmentLiveHub; assertOpenable: (user: User, id: string) => Promise<unknown> },
) => {
  // An open stream would keep a stopping server waiting for ever; ended, the browser's
  // EventSource reconnects (behind a balancer, to a server that is still running).
  const streams = new Set<ServerResponse>();
  const end = (stream: ServerResponse) =>
    new Promise<void>((resolve) => {
      if (stream.destroyed) return resolve();
      stream.once('close', () => resolve());
      stream.end();
    });
  app.addHook('preClose', async () => {
    await Promise.all([...streams].map(end));
  });
  app.get(
    '/api/assortments/:id/events',
    {
      config: { access: 'viewAssortments' },
      schema: {
        tags: ['assortments'],
        summary: 'Live stream (text/event-stream) of saved batches and of who has the assortment open',
        params: idParams,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await deps.assertOpenable(user, request.params.id);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies must pass events on as they come.
        'x-accel-buffering': 'no',
      });
      stream.write('retry: 2000\n\n');
      const send = (event: string, data: unknown) => stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const disconnect = await deps.hub.connect(request.params.id, { _id: user._id, name: fullName(user) }, send);
      const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), PRESENCE_HEARTBEAT_MS);
      streams.add(stream);
      request.raw.on('close', () => {
        streams.delete(stream);
        clearInterval(keepAlive);
        disconnect().catch((error: unknown) => request.log.error(error, 'Closing a live stream failed'));
      });
    },
  );
};
