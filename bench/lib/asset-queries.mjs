// Library grid requests (GET /api/assets) shaped like a person's: a library (mostly the largest,
// advertising), a page, a sort, up to three filters over values the demo assets hold, sometimes a
// keyword, a date filter or (for those who manage the library) a manage view.
import { mulberry32 } from './search-queries.mjs';

const sorts = ['name', '-name', '-modifiedDate', 'modifiedDate', 'year', '-createdDate', 'assetType'];
const filterValues = {
  gender: ['Mens', 'Womens', 'Boys', 'Girls', 'Unisex'],
  assetType: ['Marketing Image', 'Window Display', 'In-Store Poster', 'Social Media', 'Print Ad'],
  category: ['Running', 'Trail', 'Lifestyle', 'Basketball', 'Training'],
  year: ['2022', '2023', '2024', '2025', '2026'],
  season: ['Spring', 'Fall'],
  lang: ['en-US', 'de-DE', 'es-ES', 'fr-FR'],
  storeType: ['Concept', 'Outlet', 'Big Box'],
};
const keywords = ['Trail', 'City_Runner', 'glow', 'Holiday', 'court'];

/** `count` deterministic request paths from `seed`; `manage: false` leaves the manage views out (viewers). */
export const createAssetQueries = (count, seed, { manage = true } = {}) => {
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, index) => {
    const query = new URLSearchParams({
      libraryType: index % 5 === 4 ? pick(['StepAsset', 'GlobalRetailAsset', 'ProductDocument']) : 'AdvertisingAsset',
      limit: '100',
      skip: String(100 * Math.floor(random() * (index % 3 === 0 ? 10 : 2))),
      sort: pick(sorts),
      totalCount: 'true',
    });
    const keys = Object.keys(filterValues)
      .sort(() => random() - 0.5)
      .slice(0, Math.floor(random() * 4));
    for (const key of keys) {
      query.append(key, pick(filterValues[key]));
      if (random() < 0.3) query.append(key, pick(filterValues[key]));
    }
    if (index % 7 === 0) query.set('keyword', pick(keywords));
    const view = index % 4 === 1 ? pick(['pending', 'unpublished', 'deleted']) : undefined;
    if (view && manage) query.set('manage', view);
    if (index % 11 === 0) query.set('modifiedDate__gtd', new Date(Date.now() - 90 * 86_400_000).toISOString());
    return `/api/assets?${query}`;
  });
};
