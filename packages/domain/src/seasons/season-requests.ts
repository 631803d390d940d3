import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { MAX_ASSORTMENT_FILE_SIZE } from '../assortments/assortment-files.js';
import { idParams } from '../requests/request-params.js';
import {
  assortmentMethods,
  orgTypes,
  seasonChannels,
  seasonNames,
  seasonRegions,
  seasonSchema,
  seasonStatuses,
} from './season.js';

/**
 * The calls of spec part 2 §7.4 (`/api/assortmentSeasons`). `subRoute` of the list call:
 * `live` the seasons the library's seasons pages show (Live; Preparation too for those who
 * manage seasons), `manage` every season of the channel, for the seasons manager.
 */
const seasonSubRoutes = ['live', 'manage'] as const;
export type SeasonSubRoute = (typeof seasonSubRoutes)[number];

export const seasonListParamsSchema = z.object({
  channel: z.enum(seasonChannels),
  subRoute: z.enum(seasonSubRoutes),
});
export const seasonSetParamsSchema = z.object({ seasonId: z.uuid(), seasonSetId: z.uuid() });

/** A season's files: its cover's thumbnail (previewJpg), the cover itself (sourceFile) and the customer logo. */
const seasonFileKinds = ['preview', 'cover', 'logo'] as const;
export type SeasonFileKind = (typeof seasonFileKinds)[number];
export const seasonFileParamsSchema = idParams.extend({ file: z.enum(seasonFileKinds) });

/** A set as the dialogs send it: a new set has no id yet and starts in Preparation. */
export const seasonSetInputSchema = z.object({
  id: z.uuid().optional(),
  shortName: z.string().trim().min(1).max(40),
  region: z.enum(seasonRegions),
  orgType: z.enum(orgTypes),
  method: z.enum(assortmentMethods),
  productType: z.enum(productTypes),
  state: z.enum(seasonStatuses).default('Preparation'),
});
export type SeasonSetInput = z.input<typeof seasonSetInputSchema>;

/** Two sets of a season may not share a short name (case aside): the name is how people tell them apart. */
export const duplicateShortNames = (sets: readonly { shortName: string }[]): string[] => {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { shortName } of sets) {
    const key = shortName.trim().toLowerCase();
    if (key && seen.has(key)) duplicates.add(shortName.trim());
    seen.add(key);
  }
  return [...duplicates];
};

const seasonSetsInputSchema = z
  .array(seasonSetInputSchema)
  .min(1)
  .max(50)
  .superRefine((sets, context) => {
    const duplicates = duplicateShortNames(sets);
    if (duplicates.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `Each season set needs its own short name: ${duplicates.join(', ')} is used twice.`,
      });
    }
  });

export const createSeasonRequestSchema = z.object({
  season: z.enum(seasonNames),
  year: z.number().int().min(2000).max(2100),
  channel: z.enum(seasonChannels),
  status: z.enum(seasonStatuses).default('Preparation'),
  seasonSets: seasonSetsInputSchema,
});
export type CreateSeasonRequest = z.input<typeof createSeasonRequestSchema>;

/** The season, year and channel name a season for good (its preview is derived from them); the rest may change. */
export const updateSeasonRequestSchema = z.object({
  status: z.enum(seasonStatuses).optional(),
  seasonSets: seasonSetsInputSchema.optional(),
  /** null removes the customer logo; a logo is set by uploading one. */
  customerLogo: z.null().optional(),
});
export type UpdateSeasonRequest = z.input<typeof updateSeasonRequestSchema>;

export const seasonSetStateRequestSchema = z.object({ state: z.enum(seasonStatuses) });

/** A season as the API answers it: the stored season with the addresses of its files. */
export const seasonAnswerSchema = seasonSchema.extend({
  modifiedDate: z.iso.datetime(),
  previewUrl: z.string().nullable(),
  sourceFileUrl: z.string().nullable(),
  customerLogoUrl: z.string().nullable(),
});
export type SeasonAnswer = z.infer<typeof seasonAnswerSchema>;

/** Usages a season's upload may have: its cover, or its customer logo (an assortment logo by kind). */
const seasonFileUsages = ['seasonCover', 'assortmentLogo'] as const;
export const createSeasonFileRequestSchema = z.object({
  usageType: z.enum(seasonFileUsages),
  filename: z.string().trim().min(1).max(200),
  fileSize: z.number().int().positive().max(MAX_ASSORTMENT_FILE_SIZE),
});
export type CreateSeasonFileRequest = z.infer<typeof createSeasonFileRequestSchema>;
export const createSeasonFileAnswerSchema = z.object({ upload: z.object({ bucket: z.string(), key: z.string() }) });
