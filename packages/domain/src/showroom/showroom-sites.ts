import type { SeasonName } from '../seasons/season.js';

/** The digital showroom sites (spec part 1 §2 Other): each shows one season's showrooms. */
export const showroomSites = ['spring25', 'fall25', 'spring26'] as const;
export type ShowroomSite = (typeof showroomSites)[number];
export const CURRENT_SHOWROOM_SITE: ShowroomSite = 'spring26';

/** The season and year a site shows: spring26 is Spring 2026. */
export const showroomSiteSeason = (site: ShowroomSite): { season: SeasonName; year: number } => {
  const [, name = '', digits = ''] = /^([a-z]+)(\d{2})$/.exec(site) ?? [];
  return { season: name === 'fall' ? 'Fall' : 'Spring', year: 2000 + Number(digits) };
};
