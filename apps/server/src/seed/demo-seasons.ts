import type { Database } from '../platform/db/database.js';
import { loadSharp } from '../platform/lazy-libraries.js';
import type { Storage } from '../platform/storage/storage.js';
import { seasons } from '../seasons/tables.js';
import { boardSvg, renderPdf } from './demo-assets.js';

const channelColours = { Wholesale: '#1f4e79', Retail: '#b03a2e' } as const;
const PREVIEW_WIDTH = 400;

/**
 * The covers of the seeded seasons (a PDF per season that has one) and their previews, the
 * pictures the season cards show; files already in the storage are kept.
 */
export const seedSeasonPictures = async (db: Database, storage: Storage) => {
  const rows = await db.select().from(seasons);
  for (const season of rows) {
    if (!season.sourceFile) continue;
    const title = `${season.season} ${season.year}`;
    const subtitle = `${season.channel} key initiatives`;
    const colour = channelColours[season.channel];
    if (!(await storage.exists(season.previewJpg))) {
      const sharp = await loadSharp();
      const preview = await sharp(boardSvg(title, subtitle, colour))
        .resize({ width: PREVIEW_WIDTH })
        .jpeg({ quality: 80 })
        .toBuffer();
      await storage.put(season.previewJpg, preview);
    }
    if (!(await storage.exists(season.sourceFile))) {
      await storage.put(season.sourceFile, await renderPdf(title, subtitle, colour));
    }
  }
};
