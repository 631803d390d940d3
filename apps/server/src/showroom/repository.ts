import type { ImageAngle } from '@stride/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { idList } from '../assortments/product-rows-repository.js';
import { assortments } from '../assortments/tables.js';
import type { Database } from '../platform/db/database.js';
import { rowsOf } from '../platform/db/rows-of.js';

export type ShowroomImage = { styleColorId: string; angle: ImageAngle; fileName: string };

const imagesFrom = async (db: Database, from: SQL): Promise<ShowroomImage[]> => {
  const [result] = await rowsOf<{ images: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(pi.style_color, pi.angle, pi.file_name))::text, '[]') as images
      from ${from}`,
  );
  const rows = JSON.parse(result?.images ?? '[]') as [string, ImageAngle, string][];
  return rows.map(([styleColorId, angle, fileName]) => ({ styleColorId, angle, fileName }));
};

/** Reads what showrooms show beyond the assortment's rows: the lines' pictures and the sites' assortments. */
export const createShowroomRepository = (db: Database) => ({
  /** The picture files of every line of an assortment, as one JSON text (5,000 lines × 4 angles). */
  imagesOf: (assortmentId: string) =>
    imagesFrom(
      db,
      sql`assortment_products ap join product_images pi on pi.style_color = ap.style_color
        where ap.assortment_id = ${assortmentId}`,
    ),

  /** The picture files of the given style-colours (a dynamic assortment's lines, found by its search). */
  imagesOfLines: (styleColorIds: readonly string[]) =>
    imagesFrom(db, sql`product_images pi where pi.style_color in ${idList(styleColorIds)}`),

  /** A season's published assortments that have a showroom, with their first line and its own picture (the card's picture). */
  siteAssortments: (season: string, year: number) =>
    db
      .select({
        id: assortments.id,
        title: assortments.title,
        subTitle: assortments.subTitle,
        logo: assortments.logo,
        productType: assortments.productType,
        productCount: assortments.productCount,
        uiSettings: assortments.uiSettings,
        firstLine: sql<
          string | null
        >`(select ap.style_color from assortment_products ap where ap.assortment_id = ${assortments.id} order by ap.sort_order limit 1)`,
        firstLinePicture: sql<
          string | null
        >`(select ap.values->>'thumbnail' from assortment_products ap where ap.assortment_id = ${assortments.id} order by ap.sort_order limit 1)`,
      })
      .from(assortments)
      .where(
        and(
          eq(assortments.type, 'item'),
          eq(assortments.method, 'static'),
          eq(assortments.state, 'Published'),
          eq(assortments.archived, false),
          eq(assortments.season, season),
          eq(assortments.year, year),
          sql`${assortments.uiSettings} ? 'digitalShowroomSettings'`,
        ),
      )
      .orderBy(asc(assortments.title))
      .limit(200),
});
