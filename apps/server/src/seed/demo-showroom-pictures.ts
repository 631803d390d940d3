import { randomUUID } from 'node:crypto';
import { assortmentFileUrl, uploadKeySegment } from '@stride/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ASSORTMENT_FILES_KEY_PREFIX } from '../assortments/file-service.js';
import { assortmentFiles, assortmentProducts, assortments } from '../assortments/tables.js';
import type { Database } from '../platform/db/database.js';
import { loadSharp } from '../platform/lazy-libraries.js';
import type { Storage } from '../platform/storage/storage.js';
import { products } from '../products/tables.js';
import { boardSvg } from './demo-assets.js';

/** The demo showroom whose first lines carry their own sample shots (seeded by demo-showrooms). */
const SHOWROOM_TITLE = 'Spring 2026 Footwear Showroom';
const PICTURED_LINES = 3;
const colours = ['#00695c', '#6a1b9a', '#bf360c'];

/**
 * Lines' own pictures in a demo showroom: its first lines get a sample shot uploaded to the
 * assortment (as the grid's 'Product image…' does), so the showroom shows them before the
 * catalogue's angles. Deterministic (no random draws), so the seeders after it are unchanged.
 */
export const seedShowroomLinePictures = async (db: Database, storage: Storage) => {
  const [showroom] = await db
    .select({ id: assortments.id, ownerId: assortments.ownerId })
    .from(assortments)
    .where(eq(assortments.title, SHOWROOM_TITLE))
    .limit(1);
  if (!showroom) return;
  const lines = await db
    .select({ id: assortmentProducts.styleColorId, name: products.name, colour: products.colorDescription })
    .from(assortmentProducts)
    .innerJoin(products, eq(products.styleColorId, assortmentProducts.styleColorId))
    .where(eq(assortmentProducts.assortmentId, showroom.id))
    .orderBy(asc(assortmentProducts.sortOrder))
    .limit(PICTURED_LINES);
  const sharp = await loadSharp();
  for (const [index, line] of lines.entries()) {
    const bytes = await sharp(boardSvg(line.name, `Sample shot · ${line.colour}`, colours[index % colours.length]!))
      .jpeg({ quality: 82 })
      .toBuffer();
    const id = randomUUID();
    const filename = `sample shot ${line.id}.jpg`;
    const key = `${ASSORTMENT_FILES_KEY_PREFIX}${showroom.id}/${id}/${uploadKeySegment(filename)}`;
    await storage.put(key, bytes);
    await db.insert(assortmentFiles).values({
      id,
      assortmentId: showroom.id,
      usageType: 'product',
      attachTo: line.id,
      filename,
      key,
      fileSize: bytes.length,
      contentType: 'image/jpeg',
      state: 'Ready',
      uploadedBy: showroom.ownerId,
    });
    await db
      .update(assortmentProducts)
      .set({
        values: sql`${assortmentProducts.values} || ${JSON.stringify({ thumbnail: assortmentFileUrl(showroom.id, id) })}::jsonb`,
      })
      .where(and(eq(assortmentProducts.assortmentId, showroom.id), eq(assortmentProducts.styleColorId, line.id)));
  }
};
