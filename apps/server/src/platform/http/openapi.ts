import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas; browsable at /api/docs. */
export const registerOpenApi = async (app: FastifyInstance, version: string) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Stride API', version, description: 'The API behind the Stride portal.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'stride_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The reference page brings its own content security policy (it needs inline scripts and styles).
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
};
