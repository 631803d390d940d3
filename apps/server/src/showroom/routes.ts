import {
  idParams,
  showroomAnswerOf,
  showroomAnswerSchema,
  showroomSiteAnswerSchema,
  showroomSiteParamsSchema,
} from '@stride/domain';
import type { AnswerCache } from '../platform/http/answer-cache.js';
import type { App } from '../platform/http/app-types.js';
import { answerUnlessUnchanged } from '../platform/http/conditional-read.js';
import { plainJsonSerializer } from '../platform/http/plain-json.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { ShowroomService } from './service.js';

const access = { access: 'viewAssortments' } as const;
const tags = ['Showroom'];

/** The digital showroom's calls: one assortment's showroom, and a site's showrooms. */
export const registerShowroomRoutes = (app: App, deps: { showroom: ShowroomService; answers: AnswerCache }) => {
  app.get(
    '/api/assortments/:id/showroom',
    {
      config: access,
      // 5,000 lines: checking the answer field by field on the way out would cost more than building it.
      ...plainJsonSerializer,
      schema: {
        tags,
        summary: "An assortment's showroom: its groups, styles and lines with their picture angles, in one answer",
        description:
          'What the settings hide is left out: lines that no longer sell (assortmentStatusOnly), prices, availability.',
        params: idParams,
        response: { 200: showroomAnswerSchema },
      },
    },
    async (request, reply) => {
      const { stamp, read } = await deps.showroom.showroom(signedInUser(request), request.params.id);
      return answerUnlessUnchanged(
        request,
        reply,
        { stamp, read: async () => showroomAnswerOf(await read()) },
        { cache: deps.answers, serialize: JSON.stringify },
      );
    },
  );

  app.get(
    '/api/showroom/sites/:site',
    {
      config: access,
      schema: {
        tags,
        summary: "A digital showroom site: its season's published assortments that have a showroom",
        params: showroomSiteParamsSchema,
        response: { 200: showroomSiteAnswerSchema },
      },
    },
    async (request) => deps.showroom.site(request.params.site),
  );
};
