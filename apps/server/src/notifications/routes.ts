import {
  notificationBatchSchema,
  notificationChangeSchema,
  notificationPageSchema,
  notificationParamsSchema,
  notificationQueryParamsSchema,
  notificationQuerySchema,
  notificationSchema,
  notificationTypeParamsSchema,
} from '@stride/domain';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { NotificationsService } from './service.js';

/** Notifications of spec part 2 §7.13. */
export const registerNotificationRoutes = (app: App, service: NotificationsService) => {
  const config = { access: 'anyOrders' } as const;
  const tags = ['notifications'];

  app.get(
    '/api/notifications/:type/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One notification',
        params: notificationParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => service.get(signedInUser(request), request.params.type, request.params.id),
  );

  const query = {
    config,
    schema: {
      tags,
      summary: "The caller's notifications, or a coordinator's (coordinators), newest first",
      params: notificationQueryParamsSchema,
      body: notificationQuerySchema,
      response: { 200: notificationPageSchema },
    },
  };
  for (const path of ['/api/notifications/:type/query', '/api/notifications/:type/query/:userCode']) {
    app.post(path, query, async (request) =>
      service.query(signedInUser(request), request.params.type, request.params.userCode, request.body),
    );
  }

  app.post(
    '/api/notifications/:type/setStateAll/Read',
    {
      config,
      schema: {
        tags,
        summary: "Marks all the caller's notifications read",
        params: notificationTypeParamsSchema,
        response: { 200: notificationChangeSchema },
      },
    },
    async (request) => service.markAllRead(signedInUser(request), request.params.type),
  );

  app.post(
    '/api/notifications/:type/batch/many',
    {
      config,
      schema: {
        tags,
        summary: "Marks some of the caller's notifications read or unread, or deletes them",
        params: notificationTypeParamsSchema,
        body: notificationBatchSchema,
        response: { 200: notificationChangeSchema },
      },
    },
    async (request) => service.batch(signedInUser(request), request.params.type, request.body),
  );
};
