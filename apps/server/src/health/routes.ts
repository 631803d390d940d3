import { z } from 'zod';
import type { DatabaseHandle } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { answerUnlessUnchanged } from '../platform/http/conditional-read.js';
import { stampedAnswer } from '../platform/stamped-read.js';

export const registerHealthRoutes = (app: App, database: DatabaseHandle, version: string) => {
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.executeSql('select 1');
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  app.get(
    '/api/config/version',
    {
      config: { access: 'public' },
      schema: { tags: ['config'], response: { 200: z.object({ version: z.string(), database: z.string() }) } },
    },
    async (request, reply) =>
      answerUnlessUnchanged(request, reply, stampedAnswer({ version, database: database.kind })),
  );
};
