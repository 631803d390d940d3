import { MAX_SAVED_SEARCHES, type SaveSearchRequest, type ShareSearchRequest, type User } from '@stride/domain';
import { conflict, notFound } from '../platform/errors.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { searchShareMail } from './mails.js';
import { presentSavedSearch } from './presenter.js';
import type { SavedSearchesRepository } from './repository.js';

/** Searches shared by e-mail and each person's saved searches: everyone sees and deletes only their own. */
export const createSearchesService = (deps: { searches: SavedSearchesRepository; mailer: Mailer }) => ({
  /** Mails `link` (the search's page and filters on this server) as the sender wrote it. */
  share: async (user: User, share: ShareSearchRequest, link: string) => {
    await deps.mailer.send(searchShareMail(user, share, link));
  },

  savedOf: async (userId: string) => (await deps.searches.listOf(userId)).map(presentSavedSearch),

  save: async (userId: string, search: SaveSearchRequest) => {
    if ((await deps.searches.countOf(userId)) >= MAX_SAVED_SEARCHES) {
      throw conflict(
        'ITS_BE_ERROR_MAX_SAVED_SEARCHES',
        `You can keep ${MAX_SAVED_SEARCHES} saved searches; delete one first.`,
        {
          max: MAX_SAVED_SEARCHES,
        },
      );
    }
    return presentSavedSearch(await deps.searches.insert({ userId, ...search }));
  },

  delete: async (userId: string, id: string) => {
    if (!(await deps.searches.delete(userId, id))) throw notFound('Saved search');
  },
});

export type SearchesService = ReturnType<typeof createSearchesService>;
