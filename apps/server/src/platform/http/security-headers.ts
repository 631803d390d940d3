import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Browsers keep to HTTPS for 180 days after an answer over HTTPS says so. */
const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains';

/**
 * Security headers on every answer (API, errors, the web app, files; file answers narrow the
 * policy further, platform/http/file-answer.ts). Scripts only from our own origin, never inline;
 * styles also inline because MUI writes its styles at run time; no framing (clickjacking); no
 * referrer. HTTPS-only rules only over HTTPS, so a plain-HTTP local start keeps working:
 * upgrade-insecure-requests when the app is configured for HTTPS (PUBLIC_URL or COOKIE_SECURE),
 * HSTS then and on any request that came over TLS (directly, or by a proxy TRUST_PROXY trusts).
 */
export const registerSecurityHeaders = async (app: FastifyInstance, options: { https: boolean }) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (options.https || request.protocol === 'https') {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
  });
};
