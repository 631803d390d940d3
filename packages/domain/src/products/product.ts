import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { isValidDateNumber } from '../formatting/date-number.js';
import { boughtStatuses, genders, lifeCycles, lineStatuses, storeTypes } from './product-constants.js';
import { styleColorIdSchema } from './style-color-id.js';

/** A date stored as year*10000 + zero-based month*100 + day (spec part 1 §3 Formatting data). */
export const dateNumberSchema = z.number().int().refine(isValidDateNumber, 'Not a valid date number');

const money = z.number().min(0);
const percent = z.number();
const quantity = z.number().int().min(0);
const text = z.string().max(4_000);
const name = z.string().min(1).max(200);

const size = z.string().min(1).max(5);

/** Product availability: inventory of one size from one date on, with the size's UPC. */
const productAvailabilitySchema = z.object({
  size,
  date: dateNumberSchema,
  inventory: quantity,
  upc: z.string().regex(/^\d{12}$/),
});

/** A location's availability by date, then by size: the inventory of each size available from that date. */
const locationAvailabilitySchema = z.object({ date: dateNumberSchema, sizes: z.record(size, quantity) });
export type LocationAvailability = z.infer<typeof locationAvailabilitySchema>;

export const productLocationSchema = z.object({
  code: z.string().min(2).max(8),
  lineStatus: z.enum(lineStatuses),
  sizeRange: z.string().max(40),
  wholesalePrice: money,
  originalCost: money,
  suggestedRetail: money,
  netCost: money,
  /** (retail − net cost) / retail, in percent; null without a retail price (POP). */
  markupPercent: percent.nullable(),
  statusDate: dateNumberSchema,
  lastProdDate: dateNumberSchema,
  styleLastProdDate: dateNumberSchema,
  addDate: dateNumberSchema,
  firstAvailDate: dateNumberSchema,
  totalInventory: quantity,
  availability: z.array(locationAvailabilitySchema).max(40),
  currencySymbol: z.string().min(1).max(4),
  decimalPlaces: z.number().int().min(0).max(4),
  /** A price change the catalogue announces: the prices from effectiveDate on. Absent when none. */
  future: z
    .object({ wholesalePrice: money, suggestedRetail: money, effectiveDate: dateNumberSchema })
    .nullable()
    .optional(),
});
export type ProductLocation = z.infer<typeof productLocationSchema>;

/** Nullable keys: footwear fills type to width, apparel apparelType, apparelSubType and sport. */
const productCategoriesSchema = z.object({
  type: name.nullable(),
  shape: name.nullable(),
  height: name.nullable(),
  closure: name.nullable(),
  sport: name.nullable(),
  lighted: z.boolean().nullable(),
  vegan: z.boolean().nullable(),
  width: name.nullable(),
  apparelType: name.nullable(),
  apparelSubType: name.nullable(),
});
export type ProductCategories = z.infer<typeof productCategoriesSchema>;

const productComponentsSchema = z.object({
  color1: name,
  color2: name.nullable(),
  color3: name.nullable(),
  material1: name,
  material2: name.nullable(),
  material3: name.nullable(),
});
export type ProductComponents = z.infer<typeof productComponentsSchema>;

const productEcommerceSchema = z.object({
  description: text,
  details: z.array(z.string().max(400)).max(20),
  construction: text,
});

const orderReference = z.object({ orderNumber: z.string().min(1).max(40) });

/** One style-colour with every field of spec part 1 §3 Product. */
export const productSchema = z.object({
  // Identity and description
  styleColorId: styleColorIdSchema,
  style: z.string().min(1).max(20),
  styleNumeric: z.number().int().min(0),
  color: z.string().min(1).max(10),
  name,
  productType: z.enum(productTypes),
  division: name,
  gender: z.enum(genders),
  description: text,
  features: z.array(z.string().max(200)).max(20),
  sizeScale: z.string().max(40),
  outsole: z.string().max(200).nullable(),
  upper: z.string().max(200).nullable(),
  /** National Retail Federation colour code. */
  nrf: z.string().regex(/^\d{3}$/),
  vegan: z.boolean(),
  colorDescription: z.string().max(200),
  seasonCodes: z.array(z.string().regex(/^(SP|FA)\d{2}$/)).max(12),
  pillar: name,
  lifeCycle: z.enum(lifeCycles),
  // Pricing (the product-level prices are those of the sales location, US)
  firstCost: money,
  cost: money,
  netCost: money,
  suggestedRetail: money,
  discountPercent: z.number().min(0).max(100),
  discountAmount: money,
  initialMarkup: percent.nullable(),
  // Logistics and packaging
  boxCategory: name.nullable(),
  dutyCode: z.string().max(20),
  units: z.number().int().min(1),
  capacity: z.number().int().min(0).nullable(),
  capacityUnit: name.nullable(),
  dimensions: z.string().max(80).nullable(),
  expirationDate: dateNumberSchema.nullable(),
  // POP attributes
  popCategory: name.nullable(),
  popType: name.nullable(),
  popGender: name.nullable(),
  relationships: z.object({ orderWith: z.array(styleColorIdSchema).max(20) }),
  usage: name.nullable(),
  materials: z.array(name).max(10),
  // Notes
  styleNote: text.nullable(),
  colorNote: text.nullable(),
  collectionStyleNote: text.nullable(),
  collectionColorNote: text.nullable(),
  label: name.nullable(),
  // Quantities
  quantity,
  quantityOnHand: quantity,
  styleQuantity: quantity,
  styleQuantityOnHand: quantity,
  percentage: percent,
  dueDate: dateNumberSchema.nullable(),
  // Calculated
  styleSellThru: percent,
  sellThru: percent,
  colorPercent: percent,
  // Flags and images
  samples: z.boolean(),
  rushSamples: z.boolean(),
  focusStyle: z.boolean(),
  storeType: z.enum(storeTypes).nullable(),
  boughtStatus: z.enum(boughtStatuses),
  carryover: z.boolean(),
  newColor: z.boolean(),
  usaDc: z.boolean(),
  thumbnail: z.string().max(300).nullable(),
  printImage: z.string().max(300).nullable(),
  image: z.string().max(300).nullable(),
  availability: z.array(productAvailabilitySchema).max(40),
  // Groups
  categories: productCategoriesSchema,
  ecommerce: productEcommerceSchema,
  components: productComponentsSchema,
  locations: z.array(productLocationSchema).max(10),
  // Other fields
  groupSlug: z.string().regex(/^[a-z0-9-]+$/),
  origin: name,
  metricDimensions: z.string().max(80).nullable(),
  capacityType: name.nullable(),
  shipper: name.nullable(),
  tracking: z.string().max(40).nullable(),
  trackingUrl: z.string().max(300).nullable(),
  inSampleOrders: z.array(orderReference).max(50),
  inWholesaleOrders: z.array(orderReference).max(50),
  createdDate: z.iso.datetime(),
  modifiedDate: z.iso.datetime(),
});
export type Product = z.infer<typeof productSchema>;
