import {
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenSchema,
  idParams,
  userApiTokenParams,
} from '@stride/domain';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-log.js';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { ApiTokensService } from './service.js';

const tags = ['api tokens'];
const tokenList = z.array(apiTokenSchema);
const userIdParams = z.object({ userId: z.uuid() });

/**
 * A person's own tokens under /api/users/tokens; administrators read and revoke anyone's under
 * /api/users/{userId}/tokens (adminUsers).
 */
export const registerApiTokenRoutes = (app: App, service: ApiTokensService) => {
  app.get(
    '/api/users/tokens',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'List your API tokens', response: { 200: tokenList } },
    },
    async (request) => service.listOf(signedInUser(request)._id),
  );

  app.post(
    '/api/users/tokens',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Create an API token (answered once; in the browser only)',
        body: apiTokenCreateSchema,
        response: { 200: apiTokenCreatedSchema },
      },
    },
    async (request) =>
      service.create(signedInUser(request), request.body, {
        ...auditContextOf(request),
        viaApiToken: request.apiToken !== null,
      }),
  );

  app.delete(
    '/api/users/tokens/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'Revoke one of your API tokens', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.revoke(signedInUser(request)._id, request.params.id, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/:userId/tokens',
    {
      config: { access: 'adminUsers' },
      schema: { tags, summary: "List a person's API tokens", params: userIdParams, response: { 200: tokenList } },
    },
    async (request) => service.listOf(request.params.userId),
  );

  app.delete(
    '/api/users/:userId/tokens/:id',
    {
      config: { access: 'adminUsers' },
      schema: { tags, summary: "Revoke a person's API token", params: userApiTokenParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.revoke(request.params.userId, request.params.id, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );
};
