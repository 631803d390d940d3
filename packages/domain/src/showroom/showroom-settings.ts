import { z } from 'zod';

/** Showroom default background: a light green (spec part 1 §9). */
export const SHOWROOM_DEFAULT_BACKGROUND = '#e8f5e9';

/**
 * Which screen a showroom opens on: the category browser, the first group's styles (its first
 * divider), or the search across every line.
 */
export const showroomStartScreens = ['categories', 'firstDivider', 'searchAll'] as const;
export type ShowroomStartScreen = (typeof showroomStartScreens)[number];

/**
 * uiSettings.digitalShowroomSettings of an assortment (spec part 1 §3): how its showroom presents
 * it to a buyer. An assortment with these settings has a showroom (the sites list it).
 */
export const digitalShowroomSettingsSchema = z.object({
  startScreen: z.enum(showroomStartScreens).default('categories'),
  /** Only lines that still sell (active, reduced, outlet), as documents read the same setting. */
  assortmentStatusOnly: z.boolean().default(false),
  background: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written #RRGGBB.')
    .default(SHOWROOM_DEFAULT_BACKGROUND),
  showPrices: z.boolean().default(true),
  showAvailability: z.boolean().default(false),
});
export type DigitalShowroomSettings = z.infer<typeof digitalShowroomSettingsSchema>;

/** The settings a showroom runs with: the saved ones, or the defaults when none were saved. */
export const showroomSettingsOf = (saved: DigitalShowroomSettings | undefined): DigitalShowroomSettings =>
  saved ?? digitalShowroomSettingsSchema.parse({});
