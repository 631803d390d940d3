import type { ImageAngle, ProductType } from '@stride/domain';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { productImages, products } from '../products/tables.js';

/** A style-colour with the angles it has pictures of (photo or drawing), in angle order. */
export type ProductPhotoListing = { styleColorId: string; productType: ProductType; angles: ImageAngle[] };

/** Reads which pictures products have, for photo packages; one query per package. */
export const createProductPhotosRepository = (db: Database) => {
  const listing = async (where: SQL | undefined): Promise<ProductPhotoListing[]> => {
    const rows = await db
      .selectDistinct({
        styleColorId: products.styleColorId,
        productType: products.productType,
        style: products.style,
        color: products.color,
        angle: productImages.angle,
      })
      .from(products)
      .leftJoin(productImages, eq(productImages.styleColorId, products.styleColorId))
      .where(where)
      .orderBy(asc(products.style), asc(products.color), asc(productImages.angle));
    const byId = new Map<string, ProductPhotoListing>();
    for (const { styleColorId, productType, angle } of rows) {
      let entry = byId.get(styleColorId);
      if (!entry) {
        entry = { styleColorId, productType, angles: [] };
        byId.set(styleColorId, entry);
      }
      if (angle) entry.angles.push(angle);
    }
    return [...byId.values()];
  };

  return {
    /** The listed style-colours that exist (unknown ids are left out). */
    ofStyleColors: (styleColorIds: readonly string[]) =>
      styleColorIds.length === 0 ? Promise.resolve([]) : listing(inArray(products.styleColorId, [...styleColorIds])),
    /** Every style-colour of a division, by style and colour. */
    ofDivision: (division: string) => listing(eq(products.division, division)),
  };
};

export type ProductPhotosRepository = ReturnType<typeof createProductPhotosRepository>;
