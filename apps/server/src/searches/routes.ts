import {
  idParams,
  MAX_SAVED_SEARCHES,
  messageAnswerSchema,
  savedSearchSchema,
  saveSearchRequestSchema,
  shareSearchRequestSchema,
} from '@stride/domain';
import { z } from 'zod';
import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import { conflict, notFound } from '../platform/errors.js';
import { type App, publicOrigin } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { type Mailer, mailRateLimit } from '../platform/mail/mailer.js';
import { searchShareMail } from './mails.js';
import { createSavedSearchesRepository } from './repository.js';
import type { SavedSearchRow } from './tables.js';

const tags = ['searches'];
const access = { access: 'signedIn' } as const;

const present = (row: SavedSearchRow) => ({
  _id: row.id,
  name: row.name,
  query: row.query,
  path: row.path,
  createdDate: row.createdAt.toISOString(),
});

/**
 * Spec part 2 §7.16 (paths not shown): a search shared by e-mail, and the person's saved
 * searches. Each person sees and deletes only their own.
 */
export const registerSearchRoutes = (
  app: App,
  deps: { db: Database; mailer: Mailer; config: Pick<AppConfig, 'publicUrl'> },
) => {
  const searches = createSavedSearchesRepository(deps.db);

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
      const link = `${publicOrigin(request, deps.config.publicUrl)}${request.body.path}`;
      await deps.mailer.send(searchShareMail(signedInUser(request), request.body, link));
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
    async (request) => (await searches.listOf(signedInUser(request)._id)).map(present),
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
    async (request) => {
      const userId = signedInUser(request)._id;
      if ((await searches.countOf(userId)) >= MAX_SAVED_SEARCHES) {
        throw conflict(
          'ITS_BE_ERROR_MAX_SAVED_SEARCHES',
          `You can keep ${MAX_SAVED_SEARCHES} saved searches; delete one first.`,
          {
            max: MAX_SAVED_SEARCHES,
          },
        );
      }
      return present(await searches.insert({ userId, ...request.body }));
    },
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
      if (!(await searches.delete(signedInUser(request)._id, request.params.id))) throw notFound('Saved search');
      return { message: 'Success' };
    },
  );
};
