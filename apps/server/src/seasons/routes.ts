import {
  createSeasonFileAnswerSchema,
  createSeasonFileRequestSchema,
  createSeasonRequestSchema,
  idParams,
  seasonAnswerSchema,
  seasonFileParamsSchema,
  seasonListParamsSchema,
  seasonSetParamsSchema,
  seasonSetStateRequestSchema,
  updateSeasonRequestSchema,
} from '@stride/domain';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-log.js';
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { createSeasonFiles } from './files.js';
import { presentSeason } from './presenter.js';
import type { SeasonsService } from './service.js';

const tags = ['seasons'];
const read = { access: 'viewInternalAssortments' } as const;
const manage = { access: 'manageSeasons' } as const;

/** The seasons calls of spec part 2 §7.4 under /api/assortmentSeasons. */
export const registerSeasonRoutes = (
  app: App,
  deps: { seasons: SeasonsService; files: ReturnType<typeof createSeasonFiles> },
) => {
  const { seasons, files } = deps;

  app.get(
    '/api/assortmentSeasons/:channel/:subRoute',
    {
      config: read,
      schema: {
        tags,
        summary:
          "A channel's seasons, newest first: live (Live, plus Preparation for season managers) or manage (every status, season managers only)",
        params: seasonListParamsSchema,
        response: { 200: z.array(seasonAnswerSchema) },
      },
    },
    async (request) =>
      (await seasons.list(signedInUser(request), request.params.channel, request.params.subRoute)).map(presentSeason),
  );

  app.get(
    '/api/assortmentSeasons/:id',
    {
      config: read,
      schema: { tags, summary: 'A season', params: idParams, response: { 200: seasonAnswerSchema } },
    },
    async (request) => presentSeason(await seasons.visible(signedInUser(request), request.params.id)),
  );

  app.post(
    '/api/assortmentSeasons',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Creates a season with its sets (409 when the channel already has the season and year)',
        body: createSeasonRequestSchema,
        response: { 200: seasonAnswerSchema },
      },
    },
    async (request) => presentSeason(await seasons.create(signedInUser(request), request.body)),
  );

  app.patch(
    '/api/assortmentSeasons/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: "Changes a season's status or sets, or removes its customer logo",
        params: idParams,
        body: updateSeasonRequestSchema,
        response: { 200: seasonAnswerSchema },
      },
    },
    async (request) =>
      presentSeason(
        await seasons.update(signedInUser(request), request.params.id, request.body, auditContextOf(request)),
      ),
  );

  app.patch(
    '/api/assortmentSeasons/:seasonId/:seasonSetId',
    {
      config: manage,
      schema: {
        tags,
        summary: "Changes one season set's state",
        params: seasonSetParamsSchema,
        body: seasonSetStateRequestSchema,
        response: { 200: seasonAnswerSchema },
      },
    },
    async (request) =>
      presentSeason(
        await seasons.setSetState(
          signedInUser(request),
          request.params.seasonId,
          request.params.seasonSetId,
          request.body.state,
          auditContextOf(request),
        ),
      ),
  );

  app.delete(
    '/api/assortmentSeasons/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Deletes a season no internal assortment uses (409 otherwise: archive it instead)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await seasons.remove(signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/assortmentSeasons/:id/files',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Where to upload the season cover (seasonCover) or customer logo (assortmentLogo); then POST /api/upload/aws/s3/create',
        params: idParams,
        body: createSeasonFileRequestSchema,
        response: { 200: createSeasonFileAnswerSchema },
      },
    },
    async (request) => files.announce(signedInUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/assortmentSeasons/:id/files/:file',
    {
      config: read,
      schema: {
        tags,
        summary: "A season's preview (JPEG), cover or customer logo; pictures inline, other files as attachments",
        params: seasonFileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await files.content(signedInUser(request), request.params.id, request.params.file);
      return sendFileAnswer(
        reply,
        { body: file.stream, contentType: file.contentType, filename: file.filename, size: file.size },
        {
          disposition: file.contentType.startsWith('image/') ? 'inline' : 'attachment',
          cacheControl: 'private, max-age=3600',
        },
      );
    },
  );
};
