import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. Scripts only from our own origin; styles also inline because
 * MUI writes its styles at run time; no framing (clickjacking); HTTPS-only rules only when the
 * app is served over HTTPS, so a plain-HTTP local start keeps working.
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
    hsts: options.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
};
