import {
  assetSchema,
  conferenceAdsQuerySchema,
  conferenceCategoryQuerySchema,
  conferenceItemParamsSchema,
  conferenceItemRequestSchema,
  conferenceItemSchema,
  conferencePictureAnswerSchema,
  conferencePictureDiscardQuerySchema,
  conferencePictureRequestSchema,
  conferenceProductSchema,
  conferenceSiteContentSchema,
  conferenceSiteParamsSchema,
  messageAnswerSchema,
} from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { ConferencePictures } from './pictures.js';
import type { ConferenceService } from './service.js';

const tags = ['conference'];

/**
 * The global conference microsites (spec part 1 §2, §6): the conference permission by group
 * opens a site; the dashboard parts (ads, sessions) also need one conference-access flag.
 */
export const registerConferenceRoutes = (app: App, conference: ConferenceService, pictures: ConferencePictures) => {
  app.get(
    '/api/conference/:site',
    {
      config: { access: 'conference' },
      schema: {
        tags,
        summary: "A site's load: welcome text, marketing, catalogs and retail openings",
        params: conferenceSiteParamsSchema,
        response: { 200: conferenceSiteContentSchema },
      },
    },
    async (request) => conference.content(signedInUser(request), request.params.site),
  );

  app.get(
    '/api/conference/:site/sessions',
    {
      config: { access: 'conferenceDashboard' },
      schema: {
        tags,
        summary: "A site's session agenda (a dashboard part)",
        params: conferenceSiteParamsSchema,
        response: { 200: z.array(conferenceItemSchema) },
      },
    },
    async (request) => conference.sessions(signedInUser(request), request.params.site),
  );

  const adsSchema = (summary: string) => ({
    tags,
    summary,
    params: conferenceSiteParamsSchema,
    querystring: conferenceAdsQuerySchema,
    response: { 200: z.array(assetSchema) },
  });
  app.get(
    '/api/conference/:site/ads',
    {
      config: { access: 'conferenceDashboard' },
      schema: adsSchema("An ads tab (a dashboard part): the advertising library's assets of the year's tab"),
    },
    async (request) => conference.ads(signedInUser(request), request.params.site, request.query.tab),
  );
  app.get(
    '/api/conference/:site/advertising',
    {
      config: { access: 'conference' },
      schema: adsSchema("An advertising tab of Spring23 and Fall23: the library's assets of the year's tab"),
    },
    async (request) => conference.ads(signedInUser(request), request.params.site, request.query.tab),
  );

  app.get(
    '/api/conference/:site/categories',
    {
      config: { access: 'conference' },
      schema: {
        tags,
        summary: "A category tab: the line's style-colours of its genders, the conference season's first",
        params: conferenceSiteParamsSchema,
        querystring: conferenceCategoryQuerySchema,
        response: { 200: z.array(conferenceProductSchema) },
      },
    },
    async (request) => conference.products(request.params.site, request.query.tab),
  );

  app.post(
    '/api/conference/:site/items',
    {
      config: { access: 'manageConference' },
      schema: {
        tags,
        summary: 'Adds a welcome text, session, marketing item, catalog or retail opening to a site',
        params: conferenceSiteParamsSchema,
        body: conferenceItemRequestSchema,
        response: { 200: conferenceItemSchema },
      },
    },
    async (request) => conference.create(signedInUser(request), request.params.site, request.body),
  );

  app.patch(
    '/api/conference/:site/items/:id',
    {
      config: { access: 'manageConference' },
      schema: {
        tags,
        summary: 'Changes an item of a site (every field, as a new item gives them)',
        params: conferenceItemParamsSchema,
        body: conferenceItemRequestSchema,
        response: { 200: conferenceItemSchema },
      },
    },
    async (request) => conference.update(signedInUser(request), request.params.site, request.params.id, request.body),
  );

  app.delete(
    '/api/conference/:site/items/:id',
    {
      config: { access: 'manageConference' },
      schema: {
        tags,
        summary: 'Deletes an item of a site',
        params: conferenceItemParamsSchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await conference.remove(signedInUser(request), request.params.site, request.params.id);
      return { message: 'Success' };
    },
  );

  app.post(
    '/api/conference/:site/pictures',
    {
      config: { access: 'manageConference' },
      schema: {
        tags,
        summary:
          "Where to upload an item's picture (JPEG, PNG, GIF or WebP, 10 MB at most); then POST /api/upload/aws/s3/create, and save the item with the key as picture",
        params: conferenceSiteParamsSchema,
        body: conferencePictureRequestSchema,
        response: { 200: conferencePictureAnswerSchema },
      },
    },
    async (request) => pictures.announce(signedInUser(request), request.params.site, request.body),
  );

  app.delete(
    '/api/conference/:site/pictures',
    {
      config: { access: 'manageConference' },
      schema: {
        tags,
        summary:
          'Deletes a picture the caller uploaded that no item was saved with (the item dialog closed without saving)',
        params: conferenceSiteParamsSchema,
        querystring: conferencePictureDiscardQuerySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await conference.discardPicture(signedInUser(request), request.params.site, request.query.key);
      return { message: 'Success' };
    },
  );

  app.get(
    '/api/conference/:site/items/:id/picture',
    {
      config: { access: 'conference' },
      schema: {
        tags,
        summary: "An item's uploaded picture, for those who read the item",
        params: conferenceItemParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await conference.picture(signedInUser(request), request.params.site, request.params.id);
      return sendFileAnswer(
        reply,
        { body: file.stream, contentType: file.contentType, filename: file.filename, size: file.size },
        { disposition: 'inline', cacheControl: 'private, max-age=86400' },
      );
    },
  );
};
