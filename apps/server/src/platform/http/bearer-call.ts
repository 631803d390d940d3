import type { ApiTokenAccess } from '@stride/domain';

/** The personal access token an API call authenticated with (issue 26): which one, and what it may do. */
export type ApiTokenCaller = { id: string; access: ApiTokenAccess };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for a call made with `Authorization: Bearer <token>`; null for browser (cookie) calls. */
    apiToken: ApiTokenCaller | null;
  }
  interface FastifyContextConfig {
    /**
     * A POST that only reads (a search, a look-up, an export the spec sends as POST): a read-only
     * token may call it. Every other POST, PUT, PATCH and DELETE is a write.
     */
    reads?: boolean;
  }
}

type CallHeaders = { readonly url: string; readonly headers: { authorization?: string } };

const BEARER = /^Bearer +(\S+) *$/i;

/**
 * The token of an API call sent with `Authorization: Bearer <token>`; undefined for any other
 * request. Such a call is the token's alone: the session cookie is not read, the CSRF check does not
 * apply (a browser never adds this header to a cross-site request without CORS, which the API does
 * not allow), and an unknown, expired or revoked token is refused, never passed on as anonymous.
 */
export const bearerTokenOf = (request: CallHeaders): string | undefined => {
  if (!request.url.startsWith('/api/')) return undefined;
  const header = request.headers.authorization;
  return header ? BEARER.exec(header)?.[1] : undefined;
};

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a read-only token may make this call: a safe method, or a route that declares it reads. */
export const isReadCall = (request: {
  readonly method: string;
  readonly routeOptions: { readonly config: { reads?: boolean } };
}) => readMethods.has(request.method) || request.routeOptions.config.reads === true;
