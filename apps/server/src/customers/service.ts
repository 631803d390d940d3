import { type customerLookupQuerySchema, customerTerritories, type User } from '@stride/domain';
import type { z } from 'zod';
import { AppError } from '../platform/errors.js';
import type { CustomersRepository } from './repository.js';

/** A territory outside the caller's userTBEs (spec part 1 §6): named, so the user knows why. */
const territoryNotVisible = (territory: string) =>
  new AppError(403, 'ITS_BE_ERROR_FORBIDDEN', `You may not see customers of territory ${territory}.`, { territory });

export const createCustomersService = (repository: CustomersRepository) => ({
  /**
   * The look-up of spec part 2 §7.6: one territory when asked (it must be one of the caller's,
   * unless ADMIN/ADMIN), every territory of the caller's otherwise.
   */
  lookup: (user: User, query: z.output<typeof customerLookupQuerySchema>) => {
    const own = customerTerritories(user.userTBEs);
    if (query.territory && own && !own.includes(query.territory)) throw territoryNotVisible(query.territory);
    return repository.search({
      text: query.text,
      territories: query.territory ? [query.territory] : own,
      corporateOnly: query.corporateOnly,
    });
  },
});

export type CustomersService = ReturnType<typeof createCustomersService>;
