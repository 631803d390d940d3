import {
  idParams,
  messageAnswerSchema,
  savedSearchSchema,
  saveSearchRequestSchema,
  shareSearchRequestSchema,
} from '@stride/domain';
import { z } from 'zod';
import type { AppConfig } from '../platform/config.js';
import { type App, publicOrigin } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { mailRateLimit } from '../platform/mail/mailer.js';
import type { SearchesService } from './service.js';

const tags = ['searches'];
const access = { access: 'signedIn' } as const;

/**
 * Spec part 2 §7.16 (paths not shown): a search shared by e-mail, and the person's saved
 * searches. Each person sees and deletes only their own.
 */
export const registerSearchRoutes = (
  app: App,
  { searches, config }: { searches: SearchesService; config: Pick<AppConfig, 'publicUrl'> },
) => {
  app.post(
    '/api/searches/share',
    {
      config: { ...access, rateLimit: mailRateLimit },
      schema: {
        tags,
        summary: 'Mails a link to a search (its page and filters)',
        body: shareSearchRequestSchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      const link = `${publicOrigin(request, config.publicUrl)}${request.body.path}`;
      await searches.share(signedInUser(request), request.body, link);
      return { message: 'Success' };
    },
  );

  app.get(
    '/api/searches/saved',
    {
      config: access,
      schema: {
        tags,
        summary: "The person's saved searches, newest first",
        response: { 200: z.array(savedSearchSchema) },
      },
    },
    (request) => searches.savedOf(signedInUser(request)._id),
  );

  app.post(
    '/api/searches/saved',
    {
      config: access,
      schema: {
        tags,
        summary: 'Saves a search under a name',
        body: saveSearchRequestSchema,
        response: { 200: savedSearchSchema },
      },
    },
    (request) => searches.save(signedInUser(request)._id, request.body),
  );

  app.delete(
    '/api/searches/saved/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Deletes one of the person’s saved searches',
        params: idParams,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await searches.delete(signedInUser(request)._id, request.params.id);
      return { message: 'Success' };
    },
  );
};
