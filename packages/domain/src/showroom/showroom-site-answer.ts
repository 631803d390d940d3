import { z } from 'zod';
import { showroomSites } from './showroom-sites.js';

/** GET /api/showroom/sites/{site}: the site's showrooms (the sites themselves: showroom-sites.ts). */
export const showroomSiteParamsSchema = z.object({ site: z.enum(showroomSites) });

/** One showroom of a site: a published assortment of the season that has showroom settings. */
const showroomSiteEntrySchema = z.object({
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

export const showroomSiteAnswerSchema = z.object({
  site: z.enum(showroomSites),
  season: z.string(),
  year: z.number().int(),
  current: z.boolean(),
  showrooms: z.array(showroomSiteEntrySchema),
});
export type ShowroomSiteAnswer = z.infer<typeof showroomSiteAnswerSchema>;
