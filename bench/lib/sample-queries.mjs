// Sample inventory grid requests (GET /api/sampleInventory/{library}) shaped like a person's: a
// library, a block of 100 (the total with the first block only, as the grid asks), sometimes a
// sort, filters or a bin keyword.
import { mulberry32 } from './search-queries.mjs';

export const sampleStatuses = ['Active', 'Reserved', 'Proto', 'Damaged'];
export const sampleSides = ['Left', 'Right', 'Pair'];
const sorts = [undefined, undefined, 'style', '-style', 'bin', '-modifiedDate', 'totalQty', 'size'];

/**
 * `count` deterministic request paths from `seed`, over `libraries` (Production two in three when
 * both) and the catalogue's `divisions` and `styles`.
 */
export const createSampleQueries = (count, seed, { divisions, styles, libraries = ['Production', 'Sales'] }) => {
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, index) => {
    const library = libraries[index % 3 === 2 ? libraries.length - 1 : 0];
    const skip = 100 * Math.floor(random() * (index % 4 === 0 ? 20 : 3));
    const query = new URLSearchParams({
      limit: '100',
      skip: String(skip),
      ...(skip === 0 ? { totalCount: 'true' } : {}),
    });
    const sort = pick(sorts);
    if (sort) query.set('sort', sort);
    if (index % 3 === 0) query.set('status', pick(sampleStatuses));
    if (index % 5 === 0) query.set('side', pick(sampleSides));
    if (index % 6 === 1) query.set('division', pick(divisions));
    if (index % 7 === 3) query.set('style', pick(styles));
    if (index % 9 === 4) query.set('keyword', `B-${String(Math.floor(random() * 240) + 1).padStart(3, '0')}`);
    return `/api/sampleInventory/${library}?${query}`;
  });
};
