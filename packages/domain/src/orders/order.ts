import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { ORDER_QUANTITY_CHOICES } from '../constants/limits.js';
import { dateNumberSchema } from '../products/product.js';
import { orderLineSides } from './order-lines.js';
import { orderActions, orderApprovalStatuses, orderStatuses, orderTypes } from './order-states.js';

/**
 * Orders (spec part 1 §3 Orders, part 2 §7.14). One entity for the three types: the fields a type
 * does not use stay null. Lines are part of the order as its API shows it, and rows of their own
 * on the server so two coordinators writing different lines never overwrite each other.
 */

/**
 * A schema's fields as a patch: each optional and without its default, so a patch writes only
 * the fields it names (zod's `.partial()` would still fill the defaults in).
 */
export const patchSchemaOf = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  z.object(
    Object.fromEntries(
      Object.entries(schema.shape).map(([key, field]) => [
        key,
        ((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType).optional(),
      ]),
    ),
  ) as unknown as z.ZodObject<{
    [Key in keyof Shape]: z.ZodOptional<Shape[Key] extends z.ZodDefault<infer Inner> ? Inner : Shape[Key]>;
  }>;

const shortText = z.string().trim().max(200);
const longText = z.string().trim().max(2000);
const code = z.string().trim().max(40);

/** A wholesale customer as the order keeps it (spec part 1 §3: name, id, currency, address.country, defaults, termsInfo). */
export const orderCustomerSchema = z.object({
  id: code,
  name: shortText,
  currency: z.string().trim().length(3),
  address: z.object({ country: z.string().trim().min(2).max(3) }),
  defaults: z
    .array(
      z.object({
        store: code.nullable().optional(),
        divisionId: code.nullable().optional(),
        daysOut: z.number().int().min(0).max(365).nullable().optional(),
        term: code.nullable().optional(),
      }),
    )
    .max(100),
  termsInfo: z.array(z.object({ code, description: shortText })).max(50),
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

const quantity = z
  .number()
  .int()
  .min(ORDER_QUANTITY_CHOICES[0])
  .max(ORDER_QUANTITY_CHOICES[ORDER_QUANTITY_CHOICES.length - 1]!);

/** The fields of a line a person may set (spec part 1 §3 "Order product or line"). */
export const orderLineFieldsSchema = z.object({
  style: z.string().trim().min(1).max(40),
  color: z.string().trim().min(1).max(40),
  name: shortText.nullable().default(null),
  size: z.string().trim().max(10).nullable().default(null),
  quantity: quantity.default(1),
  side: z.enum(orderLineSides).default('Pair'),
  source: code.nullable().default(null),
  returnType: code.nullable().default(null),
  shipper: code.nullable().default(null),
  tracking: z.string().trim().max(60).nullable().default(null),
  productType: z.enum(productTypes).default('Footwear'),
  gender: code.nullable().default(null),
  /** Letters and digits, at most 3; the server uppercases it (spec part 1 §5 "Grid cell rules"). */
  promoCode: z
    .string()
    .regex(/^[A-Za-z0-9]{0,3}$/)
    .nullable()
    .default(null),
  warehouse: code.nullable().default(null),
  /** Wholesale: quantity per size. */
  sizes: z.record(z.string().max(10), z.number().int().min(0).max(100_000)).default({}),
  unitPrice: z.number().min(0).max(1_000_000).nullable().default(null),
  /** Keyed `{country}/{currency}` or `/{currency}`. */
  prices: z.record(z.string().max(10), z.number().min(0)).default({}),
  discount: z.number().min(0).max(100).nullable().default(null),
  reduced: z.boolean().default(false),
  packCode: z.string().trim().max(10).nullable().default(null),
  divisionId: code.nullable().default(null),
  startDate: dateNumberSchema.nullable().default(null),
  endDate: dateNumberSchema.nullable().default(null),
  daysOut: z.number().int().min(0).max(365).nullable().default(null),
  term: code.nullable().default(null),
  store: code.nullable().default(null),
});
export type OrderLineFields = z.infer<typeof orderLineFieldsSchema>;
export type NewOrderLine = z.input<typeof orderLineFieldsSchema>;

const orderLineSchema = orderLineFieldsSchema.extend({
  _id: z.uuid(),
  /** The style-colour id the line orders. */
  identifier: z.string(),
  status: z.string(),
  previousStatus: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  coordinatorName: z.string().nullable(),
  /** The sample or promo line's availability per size (date number it is available from). */
  availability: z.record(z.string(), dateNumberSchema.nullable()).default({}),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const sizePreferences = ['Preferred', 'Required'] as const;

/**
 * A sample or promo order's ship-to address while it is being typed: every part may still be
 * empty; the address check (`POST shippers/ups/confirm/`) takes it once it is whole.
 */
export const orderShipToSchema = z.object({
  attention: z.string().trim().max(100).default(''),
  street: z.string().trim().max(200).default(''),
  street2: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  state: z.string().trim().toUpperCase().max(2).default(''),
  zip: z.string().trim().max(10).default(''),
});
export type OrderShipTo = z.infer<typeof orderShipToSchema>;

/** The order's own fields a person may set (spec part 1 §3 Orders). */
export const orderFieldsSchema = z.object({
  purpose: shortText.nullable().default(null),
  productType: z.enum(productTypes).default('Footwear'),
  requestedDeliveryDate: dateNumberSchema.nullable().default(null),
  reason: shortText.nullable().default(null),
  deliveryMethod: code.nullable().default(null),
  customer: orderCustomerSchema.nullable().default(null),
  account: shortText.nullable().default(null),
  po: code.nullable().default(null),
  origin: code.nullable().default(null),
  region: code.nullable().default(null),
  shippingMethod: code.nullable().default(null),
  repNumber: code.nullable().default(null),
  repNumber2: code.nullable().default(null),
  unavailableSkus: longText.nullable().default(null),
  emailCC: z.array(z.email().max(200)).max(10).default([]),
  instructions: longText.nullable().default(null),
  phone: z.string().trim().max(30).nullable().default(null),
  stores: z.array(code).max(50).default([]),
  /** SKUs the order names outright (the order system's own item codes), beside its lines. */
  skus: z.array(code).max(500).default([]),
  buyer: shortText.nullable().default(null),
  hardCopy: z.boolean().default(false),
  partialShipments: z.boolean().default(true),
  warehouse: code.nullable().default(null),
  /** Promo: how many days ahead sizes must be available (spec part 1 §5). */
  availDateWindow: z.number().int().min(0).max(365).nullable().default(null),
  /** Sample: whether the asked size is a preference or a requirement. */
  sizePreference: z.enum(sizePreferences).nullable().default(null),
  additionalTerm: code.nullable().default(null),
  termsByRegion: z.record(z.string().max(20), code).default({}),
  termsByCountry: z.record(z.string().max(20), code).default({}),
  packCodes: z.array(code).max(50).default([]),
  currency: z.string().trim().length(3).nullable().default(null),
  approverCode: code.nullable().default(null),
  coordinator: code.nullable().default(null),
  /** Sample and promo: where the order ships, as typed (checked with the carrier on request). */
  shipTo: orderShipToSchema.nullable().default(null),
});
export type OrderFields = z.infer<typeof orderFieldsSchema>;

const orderCommentSchema = z.object({
  _id: z.uuid(),
  userCode: z.string(),
  name: z.string(),
  text: z.string(),
  createdDate: z.iso.datetime(),
});
export type OrderComment = z.infer<typeof orderCommentSchema>;

/** One step of an order's approval history (who, when, from → to). */
export const orderHistoryEntrySchema = z.object({
  _id: z.uuid(),
  action: z.enum(orderActions),
  userCode: z.string(),
  name: z.string(),
  fromStatus: z.enum(orderStatuses),
  toStatus: z.enum(orderStatuses),
  fromApprovalStatus: z.enum(orderApprovalStatuses),
  toApprovalStatus: z.enum(orderApprovalStatuses),
  createdDate: z.iso.datetime(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderSchema = orderFieldsSchema.extend({
  _id: z.uuid(),
  orderNumber: z.number().int(),
  type: z.enum(orderTypes),
  status: z.enum(orderStatuses),
  orderApprovalStatus: z.enum(orderApprovalStatuses),
  /** A readable reference: type letter, year and number (S-2026-000123). */
  orderIdentifier: z.string(),
  requesterCode: z.string(),
  requesterName: z.string(),
  approverName: z.string().nullable(),
  seniorApproverCode: z.string().nullable(),
  seniorApproverName: z.string().nullable(),
  coordinatorName: z.string().nullable(),
  coordinatorAssignment: z.string().nullable(),
  needsSeniorApproval: z.boolean(),
  createdDate: z.iso.datetime(),
  modifiedDate: z.iso.datetime(),
  submittedDate: z.iso.datetime().nullable(),
  completedDate: z.iso.datetime().nullable(),
  lines: z.array(orderLineSchema),
  comments: z.array(orderCommentSchema),
  /** For the caller: what they may do now, and whether they may change fields and lines. */
  actions: z.array(z.enum(orderActions)),
  editable: z.boolean(),
  deletable: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

/** A row of an order list: the order without its lines and comments, with their counts. */
export const orderSummarySchema = orderSchema.omit({ lines: true, comments: true }).extend({
  lineCount: z.number().int(),
  unitCount: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
