import type { Page } from 'playwright-core';
import { catalogueStyleColors, managePath, ownAssortment, productCount } from './assortment-grid';

/**
 * The import tests' start: the signed-in person's own assortment of one line, open in its grid, and
 * a buyer's sheet of two more lines: one with a known colour, one with a colour the catalogue lacks
 * (a critical row), its colour column named "Shade" so the person maps it by hand. Answers the sheet
 * and the line whose colour the person fixes.
 */
export const openForImport = async (page: Page) => {
  const own = await ownAssortment(page, 1);
  const [, first, second] = await catalogueStyleColors(page, 3);
  if (!first || !second) throw new Error('The demo catalogue has too few active footwear lines');
  await page.goto(managePath(own._id));
  await productCount(page, 1);
  const csv = ['Style,Shade,Discount %', `${first.style},${first.color},10`, `${second.style},ZZZ,5`].join('\n');
  return { sheet: { name: 'buyer-order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }, fixed: second };
};
