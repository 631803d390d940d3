import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../errors.js';
import type { App } from '../http/app-types.js';
import type { Metrics } from './metrics.js';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const BEARER = /^Bearer +(\S+) *$/i;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Equal digests of equal length: the comparison takes as long whatever the given token shares with the real one. */
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

const wrongToken = () =>
  new AppError(
    401,
    'ITS_BE_ERROR_UNAUTHENTICATED',
    'The metrics need the Authorization: Bearer <METRICS_TOKEN> header.',
  );

/**
 * Who may read the metrics: with METRICS_TOKEN set, whoever sends it as a bearer token; without
 * one, only this machine (a scraper or sidecar beside the server). The address is the socket's,
 * never X-Forwarded-For, which a client may write itself and which a proxy on this machine would
 * make loopback for every outside caller anyway (docs/operations.md, "Metrics").
 */
const checkMetricsAccess = (request: FastifyRequest, token: string | undefined) => {
  if (token === undefined) {
    if (!LOOPBACK_ADDRESSES.has(request.raw.socket.remoteAddress ?? '')) throw forbidden();
    return;
  }
  const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (given === undefined || !sameToken(given, token)) throw wrongToken();
};

/**
 * GET /metrics in the Prometheus text format. Outside /api, so the API token loader never reads
 * its bearer token (platform/http/bearer-call.ts) and no session is needed: the route checks its own.
 */
export const registerMetricsRoute = (app: App, metrics: Pick<Metrics, 'scrape'>, token: string | undefined) => {
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    checkMetricsAccess(request, token);
    const { contentType, text } = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
};
