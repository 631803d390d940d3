import { z } from 'zod';
import { productLocationSchema, productSchema } from './product.js';

/** What a result grid shows of a location: line status, prices, first availability and inventory. */
const productSummaryLocationSchema = productLocationSchema.pick({
  code: true,
  lineStatus: true,
  wholesalePrice: true,
  suggestedRetail: true,
  markupPercent: true,
  firstAvailDate: true,
  totalInventory: true,
  currencySymbol: true,
  decimalPlaces: true,
});

/**
 * A row of product search results as a grid shows it (`options.summary` of POST
 * /api/products/fetch): about a tenth of the whole document, priced at the search's location
 * only. A whole Product is also a ProductSummary, so what takes a summary takes either.
 */
export const productSummarySchema = productSchema
  .pick({
    styleColorId: true,
    style: true,
    color: true,
    name: true,
    productType: true,
    division: true,
    gender: true,
    colorDescription: true,
    seasonCodes: true,
    modifiedDate: true,
  })
  .extend({ locations: z.array(productSummaryLocationSchema).max(1) });
export type ProductSummary = z.infer<typeof productSummarySchema>;
