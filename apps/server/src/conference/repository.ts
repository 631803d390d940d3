import type { ConferenceItemFields, ConferenceItemKind, ConferenceSite, Gender } from '@stride/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { products } from '../products/tables.js';
import { type ConferenceItemRow, conferenceItems } from './tables.js';

const rowFields = ({ picture, ...fields }: ConferenceItemFields) => ({
  ...fields,
  pictureKey: picture,
  startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
  endsAt: fields.endsAt ? new Date(fields.endsAt) : null,
});

export const createConferenceRepository = (db: Database) => ({
  /** A site's items of some kinds, in the order its pages show them. */
  itemsOf: (site: ConferenceSite, kinds: readonly ConferenceItemKind[]): Promise<ConferenceItemRow[]> =>
    db
      .select()
      .from(conferenceItems)
      .where(and(eq(conferenceItems.site, site), inArray(conferenceItems.kind, [...kinds])))
      .orderBy(
        asc(conferenceItems.sortOrder),
        asc(conferenceItems.startsAt),
        asc(conferenceItems.openingDate),
        asc(conferenceItems.title),
      ),

  find: async (site: ConferenceSite, id: string): Promise<ConferenceItemRow | undefined> =>
    (
      await db
        .select()
        .from(conferenceItems)
        .where(and(eq(conferenceItems.site, site), eq(conferenceItems.id, id)))
    )[0],

  pictureInUse: async (key: string) =>
    (
      await db
        .select({ id: conferenceItems.id })
        .from(conferenceItems)
        .where(eq(conferenceItems.pictureKey, key))
        .limit(1)
    ).length > 0,

  countOf: async (site: ConferenceSite) =>
    (await db.select({ total: count() }).from(conferenceItems).where(eq(conferenceItems.site, site)))[0]?.total ?? 0,

  create: async (site: ConferenceSite, fields: ConferenceItemFields) =>
    (
      await db
        .insert(conferenceItems)
        .values({ site, ...rowFields(fields) })
        .returning()
    )[0]!,

  /** The changed row, or undefined when the site has no item with this id. */
  update: async (site: ConferenceSite, id: string, fields: ConferenceItemFields) =>
    (
      await db
        .update(conferenceItems)
        .set({ ...rowFields(fields), modifiedDate: new Date() })
        .where(and(eq(conferenceItems.site, site), eq(conferenceItems.id, id)))
        .returning()
    )[0],

  remove: async (site: ConferenceSite, id: string) =>
    (
      await db
        .delete(conferenceItems)
        .where(and(eq(conferenceItems.site, site), eq(conferenceItems.id, id)))
        .returning({ id: conferenceItems.id })
    ).length > 0,

  /** Style-colours of some genders, the conference season's first. */
  categoryProducts: (genders: readonly Gender[], seasonCode: string, limit: number) => {
    const inSeason = sql<boolean>`${products.seasonCodes} @> array[${seasonCode}]::text[]`;
    return db
      .select({
        styleColorId: products.styleColorId,
        name: products.name,
        colorDescription: products.colorDescription,
        gender: products.gender,
        division: products.division,
        inSeason,
      })
      .from(products)
      .where(inArray(products.gender, [...genders]))
      .orderBy(sql`${inSeason} desc`, asc(products.styleNumeric), asc(products.styleColorId))
      .limit(limit);
  },
});

export type ConferenceRepository = ReturnType<typeof createConferenceRepository>;
