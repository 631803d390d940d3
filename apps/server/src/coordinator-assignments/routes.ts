import {
  coordinatorAssignmentRequestSchema,
  coordinatorAssignmentSchema,
  idParams,
  messageAnswerSchema,
} from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import type { CoordinatorAssignmentsService } from './service.js';

/** Coordinator assignments of spec part 2 §7.15: coordinators read, senior coordinators write. */
export const registerCoordinatorAssignmentRoutes = (
  app: App,
  { service }: { service: CoordinatorAssignmentsService },
) => {
  const tags = ['coordinator assignments'];
  const write = { access: 'manageAssignments' } as const;

  app.get(
    '/api/coordinatorAssignments',
    {
      config: { access: 'readCoordinatorAssignments' },
      schema: {
        tags,
        summary: 'Every coordinator assignment',
        response: { 200: z.array(coordinatorAssignmentSchema) },
      },
    },
    () => service.list(),
  );

  app.post(
    '/api/coordinatorAssignments/',
    {
      config: write,
      schema: {
        tags,
        summary: 'Adds an assignment',
        body: coordinatorAssignmentRequestSchema,
        response: { 200: coordinatorAssignmentSchema },
      },
    },
    (request) => service.create(request.body.data),
  );

  app.patch(
    '/api/coordinatorAssignments/:id',
    {
      config: write,
      schema: {
        tags,
        summary: "Replaces an assignment's data",
        params: idParams,
        body: coordinatorAssignmentRequestSchema,
        response: { 200: coordinatorAssignmentSchema },
      },
    },
    (request) => service.update(request.params.id, request.body.data),
  );

  app.delete(
    '/api/coordinatorAssignments/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Removes an assignment',
        params: idParams,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { message: 'Success' };
    },
  );
};
