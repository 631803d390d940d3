import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An assortment's grid and group sort pages read the assortment first thing. */
const assortmentPage = new RegExp(`^product/assortments/assortment/(${uuid})/(?:manage|sort)$`);
/** Its showroom, a divider and a style's detail all show from the showroom's one answer. */
const showroomPage = new RegExp(`^product/assortments/assortment/(${uuid})/showroom(?:/(?:divider|detail)/[^/]+)?$`);

/**
 * The API answers a page asks for as soon as it starts. Announced with the page, the browser
 * fetches them while it loads the app's scripts rather than after (a 5,000-line assortment is a
 * few megabytes); the app's own fetch of the same address (cors, credentials included) takes
 * the preloaded answer. Every page first asks who is signed in (the session ping): the guards wait
 * for it before they open a page.
 */
const pagePreloads = (urlPath: string): string[] => {
  const assortment = assortmentPage.exec(urlPath)?.[1];
  const showroom = showroomPage.exec(urlPath)?.[1];
  return [
    '/api/users/ping',
    ...(assortment ? [`/api/assortments/${assortment}`] : []),
    ...(showroom ? [`/api/assortments/${showroom}/showroom`] : []),
  ];
};
const preloadLink = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;

/**
 * Serves the built web app: hashed assets cached for a year, any other path answered with
 * index.html (never cached) so the client router can take it. Files are sent as the build
 * compressed them (`.br`, `.gz` beside each) when the browser accepts it. Source maps and the
 * build's reports (`.vite/`: its manifest, the initial-load budget) stay in the build and are not
 * served. API paths never fall through to the app.
 */
export const registerWebApp = async (app: FastifyInstance, webDistDir: string) => {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'web app not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, { root: webDistDir, serve: false, preCompressed: true });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/^\/+/, ''));
    if (
      urlPath.startsWith('api/') ||
      urlPath.endsWith('.map') ||
      urlPath.split('/').some((part) => part.startsWith('.'))
    )
      return reply.callNotFound();
    const candidate = path.join(webDistDir, urlPath);
    const insideDist = candidate.startsWith(webDistDir + path.sep);
    if (insideDist && urlPath !== '' && existsSync(candidate) && !candidate.endsWith(path.sep)) {
      const immutable = urlPath.startsWith('assets/');
      return reply.sendFile(urlPath, { maxAge: immutable ? 31_536_000_000 : 0, immutable });
    }
    reply.header('link', pagePreloads(urlPath).map(preloadLink).join(', '));
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
};
