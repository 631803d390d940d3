import {
  announcementCreateSchema,
  announcementIdSchema,
  announcementListQuerySchema,
  announcementPatchSchema,
  announcementPdfRequestSchema,
  announcementSchema,
  documentLanguage,
  messageAnswerSchema,
} from '@stride/domain';
import { z } from 'zod';
import { type App, publicOrigin } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { AnnouncementsService } from './service.js';

export type AnnouncementRouteDeps = {
  announcements: AnnouncementsService;
  config: { publicUrl: string | undefined };
};

/** Part 2 §7.9: the dashboard feed ("charts"), edited by advertising editors. */
export const registerAnnouncementRoutes = (app: App, { announcements, config }: AnnouncementRouteDeps) => {
  app.get(
    '/api/charts',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['announcements'],
        summary: 'The newest announcements; without published=true, drafts too (for editors)',
        querystring: announcementListQuerySchema,
        response: { 200: z.array(announcementSchema) },
      },
    },
    (request) => {
      const { published } = request.query;
      return announcements.latest(signedInUser(request), published === undefined ? undefined : published === 'true');
    },
  );

  app.post(
    '/api/assets/AdvertisingAsset/announcement',
    {
      config: { access: 'manageAdvertisingAssets' },
      schema: {
        tags: ['announcements'],
        summary: 'Creates an announcement',
        body: announcementCreateSchema,
        response: { 200: announcementSchema },
      },
    },
    (request) => announcements.create(request.body),
  );

  app.patch(
    '/api/charts/:_id',
    {
      config: { access: 'manageAdvertisingAssets' },
      schema: {
        tags: ['announcements'],
        summary: 'Changes an announcement; unpublishing takes it off the feed',
        params: announcementIdSchema,
        body: announcementPatchSchema,
        response: { 200: announcementSchema },
      },
    },
    (request) => announcements.update(request.params._id, request.body),
  );

  app.delete(
    '/api/charts/:_id',
    {
      config: { access: 'manageAdvertisingAssets' },
      schema: {
        tags: ['announcements'],
        summary: 'Deletes an announcement',
        params: announcementIdSchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await announcements.remove(request.params._id);
      return { message: 'Success' };
    },
  );

  app.post(
    '/api/assets/AdvertisingAsset/announcement/download/pdf',
    {
      config: { access: 'signedIn', reads: true },
      schema: {
        tags: ['announcements'],
        summary: 'An announcement as a pdf, labelled in `language` (Accept-Language when absent)',
        body: announcementPdfRequestSchema,
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await announcements.pdf(
        signedInUser(request),
        request.body._id,
        documentLanguage(request.body.language, request.headers['accept-language']),
        publicOrigin(request, config.publicUrl),
      );
      return sendFileAnswer(
        reply,
        { body: pdf, contentType: 'application/pdf', filename },
        { disposition: 'attachment', cacheControl: 'private, no-store' },
      );
    },
  );
};
