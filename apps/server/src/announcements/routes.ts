import {
  accessRules,
  announcementCreateSchema,
  announcementDocumentLabels,
  announcementIdSchema,
  announcementListQuerySchema,
  announcementPatchSchema,
  announcementPdfRequestSchema,
  announcementSchema,
  checkAccess,
  documentLanguage,
  formatPickerDate,
  messageAnswerSchema,
  type User,
} from '@stride/domain';
import { z } from 'zod';
import { notFound } from '../platform/errors.js';
import { type App, publicOrigin } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { renderAnnouncementPdf } from './announcement-pdf.js';
import { presentAnnouncement } from './presenter.js';
import type { AnnouncementsRepository } from './repository.js';

export type AnnouncementRouteDeps = {
  announcements: AnnouncementsRepository;
  config: { bypassPermissions: boolean; publicUrl: string | undefined };
};

/** Part 2 §7.9: the dashboard feed ("charts"), edited by advertising editors. */
export const registerAnnouncementRoutes = (app: App, { announcements, config }: AnnouncementRouteDeps) => {
  /** Drafts (unpublished announcements) are for the people who edit them. */
  const seesDrafts = (user: User) =>
    checkAccess(user, accessRules.manageAdvertisingAssets, { bypassPermissions: config.bypassPermissions });

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
    async (request) => {
      const { published } = request.query;
      const asked = published === undefined ? undefined : published === 'true';
      const rows = await announcements.latest({ published: seesDrafts(signedInUser(request)) ? asked : true });
      return rows.map(presentAnnouncement);
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
    async (request) => presentAnnouncement(await announcements.create(request.body)),
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
    async (request) => {
      const updated = await announcements.update(request.params._id, request.body);
      if (!updated) throw notFound('Announcement');
      return presentAnnouncement(updated);
    },
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
      if (!(await announcements.remove(request.params._id))) throw notFound('Announcement');
      return { message: 'Success' };
    },
  );

  app.post(
    '/api/assets/AdvertisingAsset/announcement/download/pdf',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['announcements'],
        summary: 'An announcement as a pdf, labelled in `language` (Accept-Language when absent)',
        body: announcementPdfRequestSchema,
      },
    },
    async (request, reply) => {
      const row = await announcements.findById(request.body._id);
      if (!row || (!row.published && !seesDrafts(signedInUser(request)))) throw notFound('Announcement');
      const language = documentLanguage(request.body.language, request.headers['accept-language']);
      const publishedAt = row.published ? row.publishedAt : null;
      const pdf = await renderAnnouncementPdf({
        title: row.title,
        body: row.body,
        // A pdf reader opens links outside the app, so paths of the site become full addresses.
        link: row.link?.startsWith('/') ? `${publicOrigin(request, config.publicUrl)}${row.link}` : row.link,
        publishedOn: publishedAt
          ? formatPickerDate({
              year: publishedAt.getUTCFullYear(),
              month: publishedAt.getUTCMonth(),
              day: publishedAt.getUTCDate(),
            })
          : null,
        labels: announcementDocumentLabels[language],
      });
      return sendFileAnswer(
        reply,
        { body: pdf, contentType: 'application/pdf', filename: `announcement-${row.id}.pdf` },
        { disposition: 'attachment', cacheControl: 'private, no-store' },
      );
    },
  );
};
