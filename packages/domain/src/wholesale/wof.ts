import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { AUTOCOMPLETE_LIMIT } from '../constants/limits.js';
import { CURRENCIES, type CurrencyConfig } from '../options/options.js';
import { orderCustomerSchema } from '../orders/order.js';

/**
 * The wholesale order form's calls (spec part 2 §7.14, orders/wof/…). A wholesale customer belongs
 * to one region; the region decides the catalogue location its styles and prices come from.
 */
const wholesaleRegions = ['usa', 'can', 'eur'] as const;
export type WholesaleRegion = (typeof wholesaleRegions)[number];

/** Where the goods ship from: the region's warehouse (domestic) or straight from the factory (import). */
export const wholesaleOrigins = ['domestic', 'import'] as const;
export type WholesaleOrigin = (typeof wholesaleOrigins)[number];

const regionLocations: Record<WholesaleRegion, string> = { usa: 'US', can: 'CA', eur: 'EU' };

/** The catalogue location a region's styles and prices are read at. */
export const locationOfRegion = (region: WholesaleRegion): string => regionLocations[region];

/** The region of a customer's country (ISO alpha-3): Canada, the United States, Europe for the rest. */
export const regionOfCountry = (country: string): WholesaleRegion =>
  country === 'CAN' ? 'can' : country === 'USA' ? 'usa' : 'eur';

/** Decimals and symbol of a currency (spec part 2 §9.5: default 2 and $). */
export const currencyFormatOf = (currencyCode: string | null | undefined): CurrencyConfig =>
  CURRENCIES.find((currency) => currency.currencyCode === currencyCode) ?? {
    currencyCode: currencyCode ?? 'USD',
    decimalPlaces: 2,
    currencySymbol: '$',
  };

const code = z.string().trim().min(1).max(40);
const region = z.enum(wholesaleRegions);
const origin = z.enum(wholesaleOrigins);
const currency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .transform((value) => value.toUpperCase());

/** GET orders/wof/style/autocomplete/{region}/{origin}/{customer}/{style}: styles starting with what was typed. */
export const wofStyleAutocompleteParamsSchema = z.object({ region, origin, customer: code, style: code });

const wofStyleOptionSchema = z.object({
  style: z.string(),
  name: z.string(),
  productType: z.enum(productTypes),
  division: z.string(),
});
export type WofStyleOption = z.infer<typeof wofStyleOptionSchema>;
export const wofStyleOptionsSchema = z.array(wofStyleOptionSchema).max(AUTOCOMPLETE_LIMIT);

/** POST orders/wof/style: the colours, sizes and prices of one style for the order's region and currency. */
export const wofStyleRequestSchema = z.object({ region, origin, currency, customer: code, style: code });
export type WofStyleRequest = z.input<typeof wofStyleRequestSchema>;

const wofStyleColorSchema = z.object({
  color: z.string(),
  colorDescription: z.string(),
  lineStatus: z.string(),
  sizes: z.array(z.string()),
  /** Keyed `{country}/{currency}` and `/{currency}` (the domain's LinePrices). */
  prices: z.record(z.string(), z.number()),
  /** Domestic footwear and promo items get line status A (spec part 1 §5). */
  activeLine: z.boolean(),
});
export const wofStyleAnswerSchema = wofStyleOptionSchema.extend({ colors: z.array(wofStyleColorSchema).min(1) });
export type WofStyle = z.infer<typeof wofStyleAnswerSchema>;

/** GET orders/wof/styles/{region}/{origin}/{currency}: every style the region offers, for browsing. */
export const wofStylesParamsSchema = z.object({ region, origin, currency });
export const wofStyleListSchema = z.array(wofStyleOptionSchema.extend({ colorCount: z.number().int() }));

/** POST orders/wof/customer/name/autocomplete. */
export const wofCustomerAutocompleteRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  region: region.optional(),
});
export const wofCustomerOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  region,
  city: z.string(),
  country: z.string(),
  currency: z.string(),
});
export type WofCustomerOption = z.infer<typeof wofCustomerOptionSchema>;

/** POST orders/wof/customer/details: only with e-mail, region and id (spec part 1 §5), else 400. */
export const wofCustomerDetailsRequestSchema = z.object({
  email: z.email().max(200),
  region,
  id: code,
});
export type WofCustomerDetailsRequest = z.infer<typeof wofCustomerDetailsRequestSchema>;

export const wofCustomerDetailsSchema = z.object({
  customer: orderCustomerSchema,
  email: z.string(),
  region,
  /** The pack codes this customer may order in (the order's packCodes). */
  packCodes: z.array(z.string()),
  termsByRegion: z.record(z.string(), z.string()),
  termsByCountry: z.record(z.string(), z.string()),
});
export type WofCustomerDetails = z.infer<typeof wofCustomerDetailsSchema>;

/** POST orders/wof/rep: the caller's rep numbers. */
export const wofRepAnswerSchema = z.object({ repNumbers: z.array(z.string()) });

/** POST order-documents/xlsx: one wholesale order as a workbook. */
export const orderDocumentRequestSchema = z.object({ orderId: z.uuid() });
