import {
  abortUploadAnswerSchema,
  abortUploadRequestSchema,
  completeUploadAnswerSchema,
  completeUploadRequestSchema,
  createUploadAnswerSchema,
  createUploadRequestSchema,
} from '@stride/domain';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { UploadService } from './service.js';

/** The upload calls of spec part 2 §7.10 (the part PUTs are in part-routes.ts). */
export const registerUploadRoutes = (app: App, deps: { uploads: UploadService }) => {
  app.post(
    '/api/upload/aws/s3/create',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['uploads'],
        summary: 'Starts a multipart upload to an issued target; answers one signed URL per part',
        body: createUploadRequestSchema,
        response: { 200: createUploadAnswerSchema },
      },
    },
    async (request) => ({
      message: 'Success' as const,
      ...(await deps.uploads.create(signedInUser(request), request.body)),
    }),
  );

  app.post(
    '/api/upload/aws/s3/complete',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['uploads'],
        summary: 'Joins the uploaded parts; refuses (and deletes) files of a type that may not be uploaded',
        body: completeUploadRequestSchema,
        response: { 200: completeUploadAnswerSchema },
      },
    },
    async (request) => ({
      message: 'Success' as const,
      ...(await deps.uploads.complete(signedInUser(request), request.body)),
    }),
  );

  app.post(
    '/api/upload/aws/s3/abort',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['uploads'],
        summary: 'Cancels a multipart upload and drops its parts',
        body: abortUploadRequestSchema,
        response: { 200: abortUploadAnswerSchema },
      },
    },
    async (request) => {
      await deps.uploads.abort(signedInUser(request), request.body);
      return { message: 'Success' as const };
    },
  );
};
