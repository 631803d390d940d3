import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { groupSortGroups } from '../assortments/group-sort.js';
import { lineStatuses } from '../products/product-constants.js';
import { type ImageAngle, imageAngles } from '../products/product-images.js';
import { seasonNames } from '../seasons/season.js';
import { digitalShowroomSettingsSchema } from './showroom-settings.js';

/** One colour of a style in the showroom: what a buyer sees of it, priced at the assortment's location. */
export const showroomLineSchema = z.object({
  styleColorId: z.string(),
  style: z.string(),
  color: z.string(),
  name: z.string(),
  colorDescription: z.string(),
  lineStatus: z.enum(lineStatuses).nullable(),
  /** Null when the showroom hides prices, or the location does not price the line. */
  price: z.number().nullable(),
  suggestedRetail: z.number().nullable(),
  currencySymbol: z.string(),
  decimalPlaces: z.number().int(),
  /** Null when the showroom hides availability. */
  firstAvailDate: z.number().int().nullable(),
  totalInventory: z.number().int().nullable(),
  /** The angles it has pictures of, each picture once (angles de-duplicated by file name); empty: coming soon. */
  angles: z.array(z.enum(imageAngles)),
  /** The line's own uploaded picture (an assortment file's address), shown before the catalogue's angles. */
  picture: z.string().nullable(),
});
export type ShowroomLine = z.infer<typeof showroomLineSchema>;

const showroomStyleSchema = z.object({
  style: z.string(),
  name: z.string(),
  colors: z.array(showroomLineSchema),
});
export type ShowroomStyle = z.infer<typeof showroomStyleSchema>;

const showroomGroupSchema = z.object({
  title: z.string(),
  slug: z.string(),
  styles: z.array(showroomStyleSchema),
});
export type ShowroomGroup = z.infer<typeof showroomGroupSchema>;

/** Everything the showroom shows: what GET /api/assortments/{id}/showroom answers, made whole (showroom-answer.ts). */
export const showroomSchema = z.object({
  assortment: z.object({
    _id: z.uuid(),
    title: z.string(),
    subTitle: z.string().nullable(),
    logo: z.string().nullable(),
    productType: z.enum(productTypes),
    season: z.enum(seasonNames).nullable(),
    year: z.number().int().nullable(),
    version: z.number().int(),
  }),
  settings: digitalShowroomSettingsSchema,
  groups: z.array(showroomGroupSchema),
});
export type Showroom = z.infer<typeof showroomSchema>;

/** A group's slug for divider/{group_slug}: lower-case letters and digits joined by dashes. */
export const groupSlug = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'group';

/** Slugs of groups in order; a slug met before gets -2, -3… so each divider has its own address. */
export const groupSlugs = (titles: readonly string[]): string[] => {
  const seen = new Map<string, number>();
  return titles.map((title) => {
    const slug = groupSlug(title);
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    return count === 1 ? slug : `${slug}-${count}`;
  });
};

/**
 * The angles a line has pictures of, in angle order, each file once: a photo and a drawing of an
 * angle, or two angles pointing at one file, show as one angle (spec part 1 §5).
 */
export const showroomAngles = (images: readonly { angle: ImageAngle; fileName: string }[]): ImageAngle[] => {
  const files = new Set<string>();
  const angles = new Set<ImageAngle>();
  for (const image of [...images].sort((a, b) => a.angle.localeCompare(b.angle))) {
    if (files.has(image.fileName)) continue;
    files.add(image.fileName);
    angles.add(image.angle);
  }
  return [...angles];
};

type GroupableLine = ShowroomLine & { sortOrder: number; displayGroup: string | null; productType: string };

/**
 * The showroom's groups: the group sort page's groups (display groups in order, Uncategorized
 * last), styles in the assortment's order with their colours; empty groups are left out.
 */
export const showroomGroups = (lines: readonly GroupableLine[], displayGroups: readonly string[]): ShowroomGroup[] => {
  const byId = new Map(lines.map((line) => [line.styleColorId, line]));
  const rows = lines.map((line) => ({ ...line, id: line.styleColorId }));
  const groups = groupSortGroups(rows, displayGroups).filter((group) => group.styles.length > 0);
  const slugs = groupSlugs(groups.map((group) => group.title));
  return groups.map((group, index) => ({
    title: group.title,
    slug: slugs[index]!,
    styles: group.styles.map((style) => {
      const colors = style.colors.map((id) => {
        const { sortOrder: _order, displayGroup: _group, productType: _type, ...line } = byId.get(id)!;
        return line;
      });
      return { style: style.style, name: colors[0]!.name, colors };
    }),
  }));
};
