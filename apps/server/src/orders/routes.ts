import {
  createOrderRequestSchema,
  customerSchema,
  idParams,
  messageAnswerSchema,
  orderBatchRequestSchema,
  orderCommentRequestSchema,
  orderHistoryEntrySchema,
  orderNumberParamsSchema,
  orderQueryAnswerSchema,
  orderQueryRequestSchema,
  orderRouteParamsSchema,
  orderSchema,
  orderYearAnswerSchema,
  orderYearParamsSchema,
} from '@stride/domain';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-log.js';
import { presentCustomer } from '../customers/presenter.js';
import type { CustomersService } from '../customers/service.js';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { OrdersService } from './service.js';

/**
 * The order calls of spec part 2 §7.14. The route admits anyone holding an order permission;
 * the service checks the order type's own rule and the person's part in each order.
 */
export const registerOrderRoutes = (app: App, orders: OrdersService, customers: CustomersService) => {
  const config = { access: 'anyOrders' } as const;
  const tags = ['orders'];
  const base = '/api/orders/:type/:subtype';
  const withId = orderRouteParamsSchema.extend(idParams.shape);

  app.post(
    `${base}/query`,
    {
      config,
      schema: {
        tags,
        summary: "A page of an order tab, newest order number first (archived tabs: the last year's)",
        params: orderRouteParamsSchema,
        body: orderQueryRequestSchema,
        response: { 200: orderQueryAnswerSchema },
      },
    },
    (request) => orders.list(signedInUser(request), request.params, request.body),
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Creates a DRAFT order with its first lines',
        params: orderRouteParamsSchema,
        body: createOrderRequestSchema,
        response: { 200: orderSchema },
      },
    },
    (request) => orders.create(signedInUser(request), request.params, request.body),
  );

  app.get(
    `${base}/order/:orderNumber`,
    {
      config,
      schema: {
        tags,
        summary: 'One order with its lines, comments and what the caller may do with it',
        params: orderRouteParamsSchema.extend(orderNumberParamsSchema.shape),
        response: { 200: orderSchema },
      },
    },
    (request) => orders.get(signedInUser(request), request.params, request.params.orderNumber),
  );

  app.post(
    `${base}/duplicate/:originalOrderId`,
    {
      config,
      schema: {
        tags,
        summary: "A new DRAFT with an order's fields and live lines",
        params: orderRouteParamsSchema.extend({ originalOrderId: z.uuid() }),
        response: { 200: orderSchema },
      },
    },
    (request) => orders.duplicate(signedInUser(request), request.params, request.params.originalOrderId),
  );

  app.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Deletes a DRAFT order (wholesale: also PENDING)',
        params: withId,
        response: { 200: messageAnswerSchema },
      },
    },
    (request) => orders.remove(signedInUser(request), request.params, request.params.id),
  );

  app.patch(
    `${base}/batch/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Field and line changes and at most one action (submit, approve, mark complete…), in one transaction',
        params: withId,
        body: orderBatchRequestSchema,
        response: { 200: orderSchema },
      },
    },
    (request) =>
      orders.batch(signedInUser(request), request.params, request.params.id, request.body, auditContextOf(request)),
  );

  app.post(
    `${base}/comment/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Adds a comment to an order',
        params: withId,
        body: orderCommentRequestSchema,
        response: { 200: orderSchema },
      },
    },
    (request) => orders.comment(signedInUser(request), request.params, request.params.id, request.body.text),
  );

  app.get(
    `${base}/history/:id`,
    {
      config,
      schema: {
        tags,
        summary: "An order's approval history: who, when, from which status to which",
        params: withId,
        response: { 200: z.array(orderHistoryEntrySchema) },
      },
    },
    (request) => orders.history(signedInUser(request), request.params, request.params.id),
  );

  app.get(
    `${base}/year/:requesterCode/:productType`,
    {
      config,
      schema: {
        tags,
        summary: "A requester's submitted orders and units of a product type this year",
        params: orderRouteParamsSchema.extend(orderYearParamsSchema.shape),
        response: { 200: orderYearAnswerSchema },
      },
    },
    (request) =>
      orders.year(signedInUser(request), request.params, request.params.requesterCode, request.params.productType),
  );

  app.get(
    `${base}/accounts/address/:value`,
    {
      config,
      schema: {
        tags,
        summary: "Accounts of the caller's territories whose number or name holds the text, with their address",
        params: orderRouteParamsSchema.extend({ value: z.string().trim().min(1).max(100) }),
        response: { 200: z.array(customerSchema) },
      },
    },
    async (request) => {
      orders.tabOf(request.params);
      const rows = await customers.lookup(signedInUser(request), {
        text: request.params.value,
        corporateOnly: false,
        labelValue: false,
      });
      return rows.map(presentCustomer);
    },
  );
};
