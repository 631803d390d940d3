import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the routes' zod schemas; browsable at /api/docs. It declares
 * both ways to call: the browser's session cookie and an API token as a bearer (api-tokens/).
 */
export const registerOpenApi = async (app: FastifyInstance, version: string) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Stride API', version, description: 'The API behind the Stride portal.' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'stride_session' },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal access token (stride_pat_…) made on the account page: the calls of its owner, read-only ones for a read token.',
          },
        },
      },
      // Either a browser session or an API token; public routes need neither.
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The reference page brings its own content security policy (it needs inline scripts and styles).
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
};
