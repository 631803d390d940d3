import {
  autocompleteQuerySchema,
  idParams,
  userAccessUpdateSchema,
  userListQuerySchema,
  userSchema,
  userSummarySchema,
} from '@stride/domain';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-log.js';
import type { AppConfig } from '../platform/config.js';
import { type App, publicOrigin } from '../platform/http/app-types.js';
import type { UsersService } from './service.js';

export const registerUserRoutes = (app: App, service: UsersService, config: AppConfig) => {
  app.get(
    '/api/users/autocomplete',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['users'], querystring: autocompleteQuerySchema, response: { 200: z.array(userSummarySchema) } },
    },
    async (request) => service.autocomplete(request.query.text, request.query.limit),
  );

  app.get(
    '/api/users',
    {
      config: { access: 'adminUsers' },
      schema: {
        tags: ['users'],
        querystring: userListQuerySchema,
        response: { 200: z.object({ totalCount: z.number(), data: z.array(userSchema) }) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: 'adminUsers' },
      schema: { tags: ['users'], params: idParams, response: { 200: userSchema } },
    },
    async (request) => service.get(request.params.id),
  );

  app.patch(
    '/api/users/:id',
    {
      config: { access: 'adminUsers' },
      schema: { tags: ['users'], params: idParams, body: userAccessUpdateSchema, response: { 200: userSchema } },
    },
    async (request) =>
      service.updateAccess(
        request.params.id,
        request.body,
        publicOrigin(request, config.publicUrl),
        auditContextOf(request),
      ),
  );
};
