import { z } from 'zod';
import { productTypes } from '../access/roles.js';

/**
 * The Sample Styles tab (spec part 1 §2 /orders/samples/sample-styles; coordinators and senior
 * coordinators, §6): each style-colour on open sample orders (those a sample coordinator works:
 * SUBMITTED or IN PROGRESS), with how many orders and units ask for it, most units first.
 */
const sampleStyleSchema = z.object({
  style: z.string(),
  color: z.string(),
  name: z.string().nullable(),
  productType: z.enum(productTypes),
  orders: z.number().int(),
  units: z.number().int(),
});
export type SampleStyle = z.infer<typeof sampleStyleSchema>;
export const sampleStylesAnswerSchema = z.array(sampleStyleSchema);
