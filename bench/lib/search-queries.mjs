// The benchmark's product searches: deterministic, varied, and shaped like a buyer's: a product
// type, three of the four filters division, gender, price and season, and a sort. Divisions
// belong to the product type and genders to the chosen divisions (as the catalogue holds them),
// price ranges sit where that type's prices are, and seasons are the ones around today, so
// nearly every search finds style-colours.
import { divisionsByProductType, genders } from '@stride/domain';

export const mulberry32 = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const sortFields = ['style', 'name', 'cost', 'suggestedRetail', 'modifiedDate'];
const filterKinds = ['division', 'gender', 'price', 'seasonCode'];

/** [from, to] in US dollars around each type's wholesale and retail prices; POP has no retail price. */
const priceRanges = {
  Footwear: {
    wholesalePrice: [[20, 35], [30, 45], [40, 60], [25], [undefined, 35], [45]],
    suggestedRetail: [[50, 80], [60, 100], [90], [undefined, 70], [70, 120]],
  },
  Apparel: {
    wholesalePrice: [[10, 20], [15, 30], [25], [undefined, 15], [20, 45]],
    suggestedRetail: [[20, 40], [30, 60], [50], [undefined, 35]],
  },
  POP: { wholesalePrice: [[0, 5], [2, 25], [10], [undefined, 3], [20, 300]] },
};

const seasonCodeOf = (date) =>
  `${date.getUTCMonth() < 6 ? 'SP' : 'FA'}${String(date.getUTCFullYear() % 100).padStart(2, '0')}`;

/** The two seasons before today's, today's and the next one. */
export const seasonsAround = (now) =>
  [-12, -6, 0, 6].map((months) =>
    seasonCodeOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1))),
  );

/**
 * `count` search requests from `seed`. `gendersByDivision` is { [productType]: { [division]:
 * genders[] } }, the combinations the catalogue has (the benchmark asks the API for them).
 */
export const createQueries = (count, seed, { gendersByDivision, seasons }) => {
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const some = (list, max) => [...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(list)))];
  return Array.from({ length: count }, (_, index) => {
    const productType = index % 10 < 6 ? 'Footwear' : index % 10 < 9 ? 'Apparel' : 'POP';
    const leftOut = pick(filterKinds);
    const divisions = gendersByDivision[productType];
    const filters = {};
    if (leftOut !== 'division') filters.division = some(Object.keys(divisions), 2);
    if (leftOut !== 'gender') {
      const genders = (filters.division ?? Object.keys(divisions)).flatMap((division) => divisions[division]);
      filters.gender = some([...new Set(genders)], 2);
    }
    if (leftOut !== 'price') {
      const on = pick(Object.keys(priceRanges[productType]));
      const [from, to] = pick(priceRanges[productType][on]);
      filters.price = { on, ...(from !== undefined && { from }), ...(to !== undefined && { to }) };
    }
    if (leftOut !== 'seasonCode') filters.seasonCode = some(seasons, 2);
    return {
      productType,
      filters,
      sort: { field: pick(sortFields), direction: random() < 0.5 ? 1 : -1 },
      skip: 0,
      limit: 100,
      options: { totalCount: true },
    };
  });
};

/**
 * The division and gender combinations the catalogue has (createQueries' `gendersByDivision`),
 * asked of the API: `totalOf(request)` answers a search's total count.
 */
export const discoverGendersByDivision = async (totalOf) => {
  const found = {};
  for (const [productType, divisions] of Object.entries(divisionsByProductType)) {
    found[productType] = {};
    for (const division of divisions) {
      const present = [];
      for (const gender of genders) {
        const filters = { division: [division], gender: [gender] };
        if ((await totalOf({ productType, filters, limit: 1, options: { totalCount: true } })) > 0)
          present.push(gender);
      }
      if (present.length > 0) found[productType][division] = present;
    }
  }
  return found;
};
