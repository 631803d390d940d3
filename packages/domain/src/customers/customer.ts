import { z } from 'zod';
import { seesEveryTerritory } from '../options/visible-locations.js';
import type { UserTBE } from '../users/user.js';

/** Answers of one customer look-up: a type-ahead shows a short list, never the whole book. */
export const CUSTOMER_LOOKUP_LIMIT = 20;

/** A customer account (spec part 2 §7.6): the account an assortment is made for (its subTitle). */
export const customerSchema = z.object({
  _id: z.uuid(),
  accountNumber: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  territory: z.string(),
  corporate: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

/** labelValue=true answers pairs for a picker: the label to show, the value to keep (the name). */
export const customerOptionSchema = z.object({ label: z.string(), value: z.string() });
export type CustomerOption = z.infer<typeof customerOptionSchema>;

/**
 * GET /customers/official/text (spec part 2 §7.6): accounts whose number or name holds `text`
 * (case-insensitive), in one territory or all the caller's, corporate accounts only when asked.
 */
export const customerLookupQuerySchema = z.object({
  text: z.string().trim().min(1).max(100),
  territory: z.string().trim().min(1).max(40).optional(),
  corporateOnly: z.stringbool().default(false),
  labelValue: z.stringbool().default(false),
});

/** The label of a customer in a picker: name, account number and city, so namesakes differ. */
export const customerLabel = (customer: Pick<Customer, 'name' | 'accountNumber' | 'city'>) =>
  `${customer.name} (${customer.accountNumber}, ${customer.city})`;

/**
 * The territories whose customers a user may look up (spec part 1 §6): null (every territory)
 * for ADMIN territory with ADMIN business entity, otherwise the territories of their userTBEs.
 */
export const customerTerritories = (userTBEs: readonly UserTBE[]): readonly string[] | null =>
  seesEveryTerritory(userTBEs) ? null : [...new Set(userTBEs.map((tbe) => tbe.territory))];
