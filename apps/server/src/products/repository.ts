import type { ImageAngle, ImageKind, Product } from '@stride/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { insertAsJson } from './bulk-insert.js';
import {
  inSearchOrder,
  type ProductImageRecord,
  toImageRows,
  toLocationRows,
  toProductRow,
  toSearchRows,
} from './product-rows.js';
import { productImages, productLocations, productSearch, products } from './tables.js';

export type NewCatalogueItem = { product: Product; images: readonly ProductImageRecord[] };

/** What an image is drawn from: the product's type, categories and colour components, and its angles. */
export type ProductImageSource = {
  styleColorId: string;
  productType: Product['productType'];
  categories: Product['categories'];
  components: Product['components'];
  popType: string | null;
  images: { angle: ImageAngle; kind: ImageKind }[];
};

export const createProductsRepository = (db: Database) => ({
  /**
   * Inserts style-colours with their locations, search rows and images (call inside a
   * transaction for atomicity). Every table is derived from the same document here, which is
   * what keeps the search table's copies in step with the products.
   */
  insertMany: async (items: readonly NewCatalogueItem[]) => {
    if (items.length === 0) return;
    const productRows = items.map(({ product }) => toProductRow(product));
    const locationRows = items.flatMap(({ product }) => toLocationRows(product));
    const searchRows = inSearchOrder(items.flatMap(({ product }) => toSearchRows(product)));
    const imageRows = items.flatMap(({ product, images }) => toImageRows(product.styleColorId, images));
    await insertAsJson(db, products, productRows);
    await insertAsJson(db, productLocations, locationRows);
    await insertAsJson(db, productSearch, searchRows);
    await insertAsJson(db, productImages, imageRows);
  },

  /** The style-colour's document, or null. */
  findProduct: async (styleColorId: string): Promise<Product | null> => {
    const [row] = await db
      .select({ document: products.document })
      .from(products)
      .where(eq(products.styleColorId, styleColorId));
    return row?.document ?? null;
  },

  /** The documents of many style-colours (those that exist), for documents and exports. */
  findProducts: async (styleColorIds: readonly string[]): Promise<Product[]> => {
    if (styleColorIds.length === 0) return [];
    const rows = await db
      .select({ document: products.document })
      .from(products)
      .where(inArray(products.styleColorId, [...styleColorIds]));
    return rows.map((row) => row.document);
  },

  findImageSource: async (styleColorId: string): Promise<ProductImageSource | null> => {
    const rows = await db
      .select({
        productType: products.productType,
        categories: products.categories,
        components: products.components,
        popType: products.popType,
        angle: productImages.angle,
        kind: productImages.kind,
      })
      .from(products)
      .leftJoin(productImages, eq(productImages.styleColorId, products.styleColorId))
      .where(eq(products.styleColorId, styleColorId));
    const [first] = rows;
    if (!first) return null;
    return {
      styleColorId,
      productType: first.productType,
      categories: first.categories,
      components: first.components,
      popType: first.popType,
      images: rows.flatMap(({ angle, kind }) => (angle && kind ? [{ angle, kind }] : [])),
    };
  },
});

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
