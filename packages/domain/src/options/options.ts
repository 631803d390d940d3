import { z } from 'zod';

/** Option sets served by GET /api/options/data/{key}; their data is merged into options. */
export const optionKeys = ['session', 'storage', 'locations', 'currencies', 'app', 'salesTools'] as const;

const locationConfigSchema = z.object({
  code: z.string(),
  name: z.string(),
  decimalPlaces: z.number().int().min(0).max(4),
  currencySymbol: z.string(),
  currencyCode: z.string(),
});
export type LocationConfig = z.infer<typeof locationConfigSchema>;

const currencyConfigSchema = z.object({
  currencyCode: z.string(),
  decimalPlaces: z.number().int().min(0).max(4),
  currencySymbol: z.string(),
});
export type CurrencyConfig = z.infer<typeof currencyConfigSchema>;

export const LOCATIONS: readonly LocationConfig[] = [
  { code: 'US', name: 'United States', decimalPlaces: 2, currencySymbol: '$', currencyCode: 'USD' },
  { code: 'EU', name: 'Europe', decimalPlaces: 2, currencySymbol: '€', currencyCode: 'EUR' },
  { code: 'CA', name: 'Canada', decimalPlaces: 2, currencySymbol: 'CA$', currencyCode: 'CAD' },
];

export const CURRENCIES: readonly CurrencyConfig[] = [
  { currencyCode: 'USD', decimalPlaces: 2, currencySymbol: '$' },
  { currencyCode: 'EUR', decimalPlaces: 2, currencySymbol: '€' },
  { currencyCode: 'CAD', decimalPlaces: 2, currencySymbol: 'CA$' },
  { currencyCode: 'GBP', decimalPlaces: 2, currencySymbol: '£' },
  { currencyCode: 'JPY', decimalPlaces: 0, currencySymbol: '¥' },
];

export const optionDataSchema = z.record(z.string(), z.unknown());
