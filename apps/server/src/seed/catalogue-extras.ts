import type { ProductColorName } from '@stride/domain';
import { collectionNotes, colorNotes, labels, styleNotes } from './catalogue-names.js';
import type { Random } from './random.js';

/** NRF colour codes of the colour names (the National Retail Federation's three-digit families). */
export const nrfCodes: Record<ProductColorName, string> = {
  Black: '001',
  White: '100',
  Navy: '410',
  Gray: '020',
  Charcoal: '030',
  Red: '600',
  Royal: '400',
  'Light Blue': '450',
  Pink: '650',
  'Hot Pink': '660',
  Lavender: '510',
  Purple: '500',
  Taupe: '250',
  Natural: '110',
  Tan: '240',
  Brown: '200',
  Chestnut: '210',
  Olive: '300',
  Teal: '470',
  Turquoise: '480',
  Mint: '350',
  Coral: '640',
  Orange: '800',
  Yellow: '700',
  Lime: '320',
  Burgundy: '620',
  Silver: '040',
  Gold: '710',
  Camo: '310',
  Multi: '999',
  Assorted: '998',
};

/** A 12-digit UPC-A with its check digit, unique per style number, colour and size. */
export const upcFor = (styleNumber: number, colorIndex: number, sizeIndex: number): string => {
  const body = `19${String(styleNumber % 1_000_000).padStart(6, '0')}${colorIndex % 10}${String(sizeIndex).padStart(2, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

const trackingLength = { UPS: 16, FedEx: 12, DHL: 10, USPS: 22 } as const;
const trackingUrls = {
  UPS: 'https://www.ups.com/track?tracknum=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
  DHL: 'https://www.dhl.com/track?tracking-id=',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
} as const;

/** Sample and wholesale orders a colour appears in; a sample shipment carries its tracking. */
export const orderReferences = (random: Random) => {
  const inSampleOrders = random.chance(0.12) ? [{ orderNumber: `S${random.int(100_000, 999_999)}` }] : [];
  const inWholesaleOrders = random.chance(0.25)
    ? Array.from({ length: random.int(1, 3) }, () => ({ orderNumber: `W${random.int(100_000, 999_999)}` }))
    : [];
  if (inSampleOrders.length === 0) {
    return { inSampleOrders, inWholesaleOrders, shipper: null, tracking: null, trackingUrl: null };
  }
  const shipper = random.pick(['UPS', 'FedEx', 'DHL', 'USPS'] as const);
  const tracking = `${shipper === 'UPS' ? '1Z' : ''}${digits(random, trackingLength[shipper])}`;
  return { inSampleOrders, inWholesaleOrders, shipper, tracking, trackingUrl: `${trackingUrls[shipper]}${tracking}` };
};

/** Style notes are shared by all colours of a style; colour notes and labels are per colour. */
export const styleNotesFor = (random: Random) => ({
  styleNote: random.chance(0.3) ? random.pick(styleNotes) : null,
  collectionStyleNote: random.chance(0.1) ? random.pick(collectionNotes) : null,
});

export const colorNotesFor = (random: Random) => ({
  colorNote: random.chance(0.2) ? random.pick(colorNotes) : null,
  collectionColorNote: random.chance(0.06) ? random.pick(collectionNotes) : null,
  label: random.chance(0.15) ? random.pick(labels) : null,
});
