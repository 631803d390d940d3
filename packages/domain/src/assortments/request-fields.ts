import { z } from 'zod';
import { styleColorIdSchema } from '../products/style-color-id.js';

/** The text fields several assortment requests share, trimmed and upper-cased as the catalogue writes them. */
export const title = z.string().trim().min(1).max(200);
export const style = z.string().trim().min(1).max(20).toUpperCase();
export const color = z.string().trim().min(1).max(10).toUpperCase();
export const styleColorId = z.string().trim().toUpperCase().pipe(styleColorIdSchema);
