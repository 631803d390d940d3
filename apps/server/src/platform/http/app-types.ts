import type { User } from '@stride/domain';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance every feature registers its routes on. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type CurrentSession = { tokenHash: string; strategy: 'local' | 'okta' };

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    currentSession: CurrentSession | null;
  }
}

/** The address links in e-mails point at: PUBLIC_URL, or the host the request came to. */
export const publicOrigin = (request: { protocol: string; host: string }, configured: string | undefined): string =>
  configured ?? `${request.protocol}://${request.host}`;
