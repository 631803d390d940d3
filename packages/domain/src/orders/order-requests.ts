import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { GRID_PAGE_SIZE } from '../constants/limits.js';
import { orderFieldsSchema, orderLineFieldsSchema, orderSummarySchema, patchSchemaOf } from './order.js';
import { type OrderRouteType, orderRouteTypes } from './order-paths.js';
import { type OrderType, orderActions } from './order-states.js';
import { type OrderView, orderViews } from './order-views.js';

export const orderRouteParamsSchema = z.object({
  type: z.enum(Object.keys(orderRouteTypes) as [OrderRouteType, ...OrderRouteType[]]),
  subtype: z.string().max(40),
});
export type OrderRouteParams = z.infer<typeof orderRouteParamsSchema>;

/** The order type and tab a route names; null when the tab is not one of the type's. */
export const orderTabOf = (params: OrderRouteParams): { orderType: OrderType; view: OrderView } | null => {
  const orderType = orderRouteTypes[params.type];
  return (orderViews[orderType] as readonly string[]).includes(params.subtype)
    ? { orderType, view: params.subtype as OrderView }
    : null;
};

export const orderNumberParamsSchema = z.object({ orderNumber: z.coerce.number().int().min(1) });

/** POST orders/{type}/{subtype}/query: a page of the tab, newest order number first. */
export const orderQueryRequestSchema = z.object({
  startRow: z.number().int().min(0).default(0),
  endRow: z.number().int().min(1).default(GRID_PAGE_SIZE),
  /** A coordinator's orders instead of the caller's own, where the tab allows coordinator change. */
  coordinator: z.string().trim().max(40).optional(),
  /** Order number, identifier, requester, purpose or a style on its lines. */
  search: z.string().trim().max(100).optional(),
});
export type OrderQueryRequest = z.input<typeof orderQueryRequestSchema>;

export const orderQueryAnswerSchema = z.object({ rows: z.array(orderSummarySchema), lastRow: z.number().int() });
export type OrderQueryAnswer = z.infer<typeof orderQueryAnswerSchema>;

/** POST orders/{type}/{subtype}: a new DRAFT with its first lines. */
export const createOrderRequestSchema = patchSchemaOf(orderFieldsSchema).extend({
  lines: z.array(orderLineFieldsSchema).max(2000).default([]),
  /** The assortment the order is made from (create-order): its `includeOrders` answers the order. */
  assortmentId: z.uuid().optional(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

const linePatchSchema = patchSchemaOf(orderLineFieldsSchema).extend({ _id: z.uuid() });

/**
 * PATCH orders/{type}/{subtype}/batch/{id}: field changes, line additions, changes and removals,
 * and at most one action (submit, mark complete…), applied together in one transaction. Only the
 * fields sent are written, so two people changing different fields or lines both keep theirs.
 */
export const orderBatchRequestSchema = z
  .object({
    fields: patchSchemaOf(orderFieldsSchema).optional(),
    lines: z
      .object({
        add: z.array(orderLineFieldsSchema).max(2000).default([]),
        update: z.array(linePatchSchema).max(2000).default([]),
        remove: z.array(z.uuid()).max(2000).default([]),
      })
      // Order-row creation and deletion need rows (spec part 1 §5): `lines` without any is refused.
      .refine((lines) => lines.add.length + lines.update.length + lines.remove.length > 0, {
        message: 'No order rows to add, change or delete.',
      })
      .optional(),
    action: z.enum(orderActions).optional(),
  })
  .refine((body) => body.fields || body.lines || body.action, { message: 'Nothing to do' });
export type OrderBatchRequest = z.input<typeof orderBatchRequestSchema>;

export const orderCommentRequestSchema = z.object({ text: z.string().trim().min(1).max(2000) });

/** GET orders/{type}/{subtype}/year/{requesterCode}/{productType}: what a requester ordered this year. */
export const orderYearParamsSchema = z.object({
  requesterCode: z.string().trim().min(1).max(40),
  productType: z.enum(productTypes),
});
export const orderYearAnswerSchema = z.object({
  year: z.number().int(),
  orders: z.number().int(),
  units: z.number().int(),
});
export type OrderYearAnswer = z.infer<typeof orderYearAnswerSchema>;
