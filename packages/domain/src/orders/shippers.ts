import { z } from 'zod';

/**
 * Shippers (spec part 1 §3: code, name and url; only some are coordinator-selectable). `url` holds
 * `{tracking}` where the tracking number goes. The warehouse's own freight and the customer's
 * carrier account are set by the order system, not chosen by a coordinator.
 */
const TRACKING_PLACEHOLDER = '{tracking}';

export const shipperSchema = z.object({
  code: z.string(),
  name: z.string(),
  url: z.string(),
  coordinatorSelectable: z.boolean(),
});
export type Shipper = z.infer<typeof shipperSchema>;

export const orderShippers: readonly Shipper[] = [
  { code: 'UPS', name: 'UPS', url: 'https://www.ups.com/track?tracknum={tracking}', coordinatorSelectable: true },
  {
    code: 'FEDEX',
    name: 'FedEx',
    url: 'https://www.fedex.com/fedextrack/?trknbr={tracking}',
    coordinatorSelectable: true,
  },
  {
    code: 'USPS',
    name: 'USPS',
    url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking}',
    coordinatorSelectable: true,
  },
  {
    code: 'DHL',
    name: 'DHL Express',
    url: 'https://www.dhl.com/en/express/tracking.html?AWB={tracking}',
    coordinatorSelectable: true,
  },
  {
    code: 'FREIGHT',
    name: 'Warehouse freight',
    url: 'https://freight.stride.example/track/{tracking}',
    coordinatorSelectable: false,
  },
  {
    code: 'CUSTOMER',
    name: "Customer's carrier account",
    url: 'https://www.ups.com/track?tracknum={tracking}',
    coordinatorSelectable: false,
  },
];

export const shipperByCode = (code: string | null | undefined): Shipper | undefined =>
  orderShippers.find((shipper) => shipper.code === code);

/** The carrier's tracking page for a parcel; null without a tracking number. */
export const trackingUrl = (shipper: Pick<Shipper, 'url'>, tracking: string | null | undefined): string | null => {
  const number = tracking?.replace(/\s+/g, '');
  return number ? shipper.url.replace(TRACKING_PLACEHOLDER, encodeURIComponent(number)) : null;
};

/** US states and territories by postal abbreviation. */
const usStateCodes = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
  'VI',
  'GU',
  'AS',
  'MP',
] as const;

/** A five-digit ZIP, optionally with its four-digit extension. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const zipParamsSchema = z.object({
  zip: z.string().regex(ZIP_PATTERN, 'A ZIP code has five digits (12345 or 12345-6789).'),
});
export const cityStateSchema = z.object({ zip: z.string(), city: z.string(), state: z.string() });
export type CityState = z.infer<typeof cityStateSchema>;

export const shippingAddressSchema = z.object({
  street: z.string().trim().min(1).max(200),
  street2: z.string().trim().max(200).optional(),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().toUpperCase().pipe(z.enum(usStateCodes)),
  zip: z.string().trim().regex(ZIP_PATTERN, 'A ZIP code has five digits (12345 or 12345-6789).'),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
/** An address as a form sends it: the server checks the state code and ZIP. */
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

const addressProblemSchema = z.object({
  field: z.enum(['street', 'city', 'state', 'zip']),
  message: z.string(),
});
/** The address check's answer: valid or not, its problems, and whether a carrier confirmed it. */
export const addressConfirmationSchema = z.object({
  valid: z.boolean(),
  carrier: z.enum(['UPS']).nullable(),
  problems: z.array(addressProblemSchema),
  /** The carrier's corrected form of the address, when it answered one. */
  candidate: shippingAddressSchema.partial().nullable(),
  message: z.string(),
});
export type AddressConfirmation = z.infer<typeof addressConfirmationSchema>;
