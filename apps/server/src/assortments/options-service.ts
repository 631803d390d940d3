import type { AssortmentOptionsRequest, User } from '@stride/domain';
import type { AssortmentOptionsRepository } from './options-repository.js';

/** The options of the assortment pages: each asked key's values over the caller's matching assortments. */
export const createAssortmentOptionsService = (deps: { options: AssortmentOptionsRepository }) => ({
  options: async (user: User, orgType: 'internal' | 'regular', request: AssortmentOptionsRequest) => {
    const answer: Record<string, string[]> = {};
    for (const key of request.keys) {
      answer[key] = await deps.options.optionValues(user, orgType, key, request.query);
    }
    return answer;
  },
});

export type AssortmentOptionsService = ReturnType<typeof createAssortmentOptionsService>;
