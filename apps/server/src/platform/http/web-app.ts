import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, any other path answered with
 * index.html so the client router can take it. API paths never fall through to the app.
 */
export const registerWebApp = async (app: FastifyInstance, webDistDir: string) => {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'web app not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, { root: webDistDir, serve: false });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/^\/+/, ''));
    if (urlPath.startsWith('api/')) return reply.callNotFound();
    const candidate = path.join(webDistDir, urlPath);
    const insideDist = candidate.startsWith(webDistDir + path.sep);
    if (insideDist && urlPath !== '' && existsSync(candidate) && !candidate.endsWith(path.sep)) {
      const immutable = urlPath.startsWith('assets/');
      return reply.sendFile(urlPath, { maxAge: immutable ? 31_536_000_000 : 0, immutable });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
