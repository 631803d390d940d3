import type { User } from '@stride/domain';
import type { SeasonOverlapRepository } from './season-overlap-repository.js';
import type { AssortmentService } from './service.js';

/**
 * Part 1 §5 Import grid checks, 'This Style/Color is Already in Season/Year/Region': of the
 * style-colours named, those already in another of the person's assortments (not archived) of
 * the same season, year and region; for an internal plan, in another internal plan the person may
 * read. An assortment without a season or year overlaps nothing.
 */
export const createSeasonOverlapService = (deps: {
  assortments: AssortmentService;
  overlaps: SeasonOverlapRepository;
}) => ({
  overlapping: async (user: User, assortmentId: string, ids: readonly string[]) => {
    const assortment = await deps.assortments.get(user, assortmentId, false);
    const { season, year } = assortment;
    if (season === null || year === null || ids.length === 0) return { data: [] };
    return { data: await deps.overlaps.overlapping(user, { ...assortment, season, year }, ids) };
  },
});

export type SeasonOverlapService = ReturnType<typeof createSeasonOverlapService>;
