import {
  idParams,
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliverySchema,
  webhookSchema,
  webhookUpdateSchema,
} from '@stride/domain';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-log.js';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { WebhooksService } from './service.js';

const tags = ['webhooks'];
const access = 'manageWebhooks';

/** The endpoints administrators register under Admin → Webhooks (issue 26). */
export const registerWebhookRoutes = (app: App, service: WebhooksService) => {
  app.get(
    '/api/webhooks',
    {
      config: { access },
      schema: { tags, summary: 'List the webhook endpoints', response: { 200: z.array(webhookSchema) } },
    },
    async () => service.list(),
  );

  app.post(
    '/api/webhooks',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Register an endpoint (its signing secret is answered this once)',
        body: webhookCreateSchema,
        response: { 200: webhookCreatedSchema },
      },
    },
    async (request) => service.create(signedInUser(request)._id, request.body, auditContextOf(request)),
  );

  app.get(
    '/api/webhooks/:id',
    {
      config: { access },
      schema: { tags, summary: 'An endpoint', params: idParams, response: { 200: webhookSchema } },
    },
    async (request) => service.get(request.params.id),
  );

  app.patch(
    '/api/webhooks/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change an endpoint: its address, events, or whether it is enabled',
        params: idParams,
        body: webhookUpdateSchema,
        response: { 200: webhookSchema },
      },
    },
    async (request) => service.update(request.params.id, request.body, auditContextOf(request)),
  );

  app.delete(
    '/api/webhooks/:id',
    {
      config: { access },
      schema: { tags, summary: 'Remove an endpoint', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.remove(request.params.id, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      config: { access },
      schema: {
        tags,
        summary: "An endpoint's last 100 deliveries, newest first",
        params: idParams,
        response: { 200: z.array(webhookDeliverySchema) },
      },
    },
    async (request) => service.deliveries(request.params.id),
  );

  app.post(
    '/api/webhooks/:id/test',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Send the endpoint a ping event',
        params: idParams,
        response: { 202: z.object({ eventId: z.uuid() }) },
      },
    },
    async (request, reply) => reply.status(202).send(await service.sendTest(request.params.id)),
  );
};
