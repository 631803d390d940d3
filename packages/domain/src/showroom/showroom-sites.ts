import { z } from 'zod';
import type { SeasonName } from '../seasons/season.js';

/** The digital showroom sites (spec part 1 §2 Other): each shows one season's showrooms. */
export const showroomSites = ['spring25', 'fall25', 'spring26'] as const;
export type ShowroomSite = (typeof showroomSites)[number];
export const CURRENT_SHOWROOM_SITE: ShowroomSite = 'spring26';
export const PREVIOUS_SHOWROOM_SITE: ShowroomSite = 'fall25';

export const showroomSiteParamsSchema = z.object({ site: z.enum(showroomSites) });

/** The season and year a site shows: spring26 is Spring 2026. */
export const showroomSiteSeason = (site: ShowroomSite): { season: SeasonName; year: number } => {
  const [, name = '', digits = ''] = /^([a-z]+)(\d{2})$/.exec(site) ?? [];
  return { season: name === 'fall' ? 'Fall' : 'Spring', year: 2000 + Number(digits) };
};

/** One showroom of a site: a published assortment of the season that has showroom settings. */
export const showroomSiteEntrySchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  subTitle: z.string().nullable(),
  logo: z.string().nullable(),
  productType: z.string(),
  productCount: z.number().int().min(0),
  /** The hero picture of its first line, for the site's card; null for an empty assortment. */
  coverImage: z.string().nullable(),
  background: z.string(),
});
export type ShowroomSiteEntry = z.infer<typeof showroomSiteEntrySchema>;

export const showroomSiteAnswerSchema = z.object({
  site: z.enum(showroomSites),
  season: z.string(),
  year: z.number().int(),
  current: z.boolean(),
  showrooms: z.array(showroomSiteEntrySchema),
});
export type ShowroomSiteAnswer = z.infer<typeof showroomSiteAnswerSchema>;
