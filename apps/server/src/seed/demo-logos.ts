import { assortmentFileUrl } from '@stride/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ASSORTMENT_FILES_KEY_PREFIX } from '../assortments/file-service.js';
import { assortmentFiles, assortments } from '../assortments/tables.js';
import type { Database } from '../platform/db/database.js';
import { loadSharp } from '../platform/lazy-libraries.js';
import type { Storage } from '../platform/storage/storage.js';
import { SEASON_FILES_KEY_PREFIX } from '../seasons/files.js';
import { seasons } from '../seasons/tables.js';
import { escapeXml } from './demo-assets.js';

const channelColours = { Wholesale: '#1f4e79', Retail: '#b03a2e' } as const;
/** The demo plans for this customer (every demo user's 'Fall … Womens Edit') have a logo of their own. */
export const OWN_LOGO_CUSTOMER = 'Runway Footwear Co.';

/** A wordmark on a transparent background, wide like most customer logos (as wide as its words). */
const wordmarkPng = async (mark: string, tagline: string, colour: string) => {
  const sharp = await loadSharp();
  const width = 200 + Math.max(mark.length * 34, tagline.length * 16);
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="180">
  <circle cx="90" cy="90" r="70" fill="${colour}"/>
  <text x="90" y="112" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${escapeXml(mark.slice(0, 1))}</text>
  <text x="185" y="95" font-family="DejaVu Sans, sans-serif" font-size="52" font-weight="bold" fill="${colour}">${escapeXml(mark)}</text>
  <text x="188" y="140" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#555555">${escapeXml(tagline)}</text>
</svg>`),
  )
    .png()
    .toBuffer();
};

/**
 * Logos the documents print (docs/decisions/documents.md, "Logos on documents"): every Live season gets a customer logo
 * (the documents of its assortments show it), and the demo plans for one customer a logo of
 * their own (which wins over their season's).
 */
export const seedDemoLogos = async (db: Database, storage: Storage) => {
  const live = await db
    .select()
    .from(seasons)
    .where(and(eq(seasons.status, 'Live'), isNull(seasons.customerLogo)))
    .orderBy(asc(seasons.channel), asc(seasons.year), asc(seasons.season));
  for (const season of live) {
    const key = `${SEASON_FILES_KEY_PREFIX}${season.id}/assortmentLogo/demo/customer-logo.png`;
    if (!(await storage.exists(key)))
      await storage.put(
        key,
        await wordmarkPng(
          'Stride',
          `${season.channel} ${season.season} ${season.year}`,
          channelColours[season.channel],
        ),
      );
    await db.update(seasons).set({ customerLogo: key }).where(eq(seasons.id, season.id));
  }

  // Every demo user's plan for this customer carries the customer's logo.
  const plans = await db
    .select({ id: assortments.id, ownerId: assortments.ownerId })
    .from(assortments)
    .where(
      and(
        eq(assortments.orgType, 'regular'),
        eq(assortments.type, 'item'),
        eq(assortments.subTitle, OWN_LOGO_CUSTOMER),
        isNull(assortments.logo),
      ),
    );
  if (plans.length === 0) return;
  const bytes = await wordmarkPng(OWN_LOGO_CUSTOMER, 'Footwear for the city', '#2e7d32');
  for (const plan of plans) {
    const fileId = crypto.randomUUID();
    const key = `${ASSORTMENT_FILES_KEY_PREFIX}${plan.id}/${fileId}/customer-logo.png`;
    await storage.put(key, bytes);
    await db.insert(assortmentFiles).values({
      id: fileId,
      assortmentId: plan.id,
      usageType: 'assortmentLogo',
      attachTo: plan.id,
      filename: 'customer-logo.png',
      key,
      fileSize: bytes.length,
      contentType: 'image/png',
      state: 'Ready',
      uploadedBy: plan.ownerId,
    });
    await db
      .update(assortments)
      .set({ logo: assortmentFileUrl(plan.id, fileId) })
      .where(eq(assortments.id, plan.id));
  }
};
