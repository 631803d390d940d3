import {
  customerTerritories,
  DELETED_LINE_STATUS,
  orderDocumentRequestSchema,
  wofCustomerAutocompleteRequestSchema,
  wofCustomerDetailsRequestSchema,
  wofCustomerDetailsSchema,
  wofCustomerOptionSchema,
  wofRepAnswerSchema,
  wofStyleAnswerSchema,
  wofStyleAutocompleteParamsSchema,
  wofStyleListSchema,
  wofStyleOptionsSchema,
  wofStyleRequestSchema,
  wofStylesParamsSchema,
} from '@stride/domain';
import { z } from 'zod';
import type { Database } from '../platform/db/database.js';
import { AppError, notFound } from '../platform/errors.js';
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { XLSX_CONTENT_TYPE } from '../platform/xlsx/workbook.js';
import { orderWorkbookFilename, renderOrderWorkbook } from './order-workbook.js';
import { createWholesaleRepository } from './repository.js';
import { createWholesaleService } from './service.js';

/** The wholesale order form's calls (spec part 2 §7.14 orders/wof/…, order-documents/xlsx); wholesaleOrders only. */
export const registerWholesaleRoutes = (app: App, deps: { db: Database }) => {
  const repository = createWholesaleRepository(deps.db);
  const wholesale = createWholesaleService(repository);
  const config = { access: 'wholesaleOrders' } as const;
  const tags = ['wholesale'];

  app.get(
    '/api/orders/wof/style/autocomplete/:region/:origin/:customer/:style',
    {
      config,
      schema: {
        tags,
        summary: 'Styles starting with the typed text that the region and origin offer (10 at most)',
        params: wofStyleAutocompleteParamsSchema,
        response: { 200: wofStyleOptionsSchema },
      },
    },
    (request) => wholesale.styleOptions(signedInUser(request), request.params),
  );

  app.post(
    '/api/orders/wof/style',
    {
      config,
      schema: {
        tags,
        summary: "One style's colours, sizes and prices for the order; 404 'No style/color data found' when none",
        body: wofStyleRequestSchema,
        response: { 200: wofStyleAnswerSchema },
      },
    },
    (request) => wholesale.style(signedInUser(request), request.body),
  );

  app.get(
    '/api/orders/wof/styles/:region/:origin/:currency',
    {
      config,
      schema: {
        tags,
        summary: 'Every style the region and origin offer, with its colour count',
        params: wofStylesParamsSchema,
        response: { 200: wofStyleListSchema },
      },
    },
    (request) => wholesale.styleList(request.params),
  );

  app.post(
    '/api/orders/wof/customer/name/autocomplete',
    {
      config,
      schema: {
        tags,
        summary: "The caller's wholesale customers whose name holds the text (10 at most)",
        body: wofCustomerAutocompleteRequestSchema,
        response: { 200: z.array(wofCustomerOptionSchema) },
      },
    },
    (request) => wholesale.customerOptions(signedInUser(request), request.body.name, request.body.region),
  );

  app.post(
    '/api/orders/wof/customer/details',
    {
      config,
      schema: {
        tags,
        summary: 'A customer as the order keeps it, with pack codes and terms; needs e-mail, region and id',
        body: wofCustomerDetailsRequestSchema,
        response: { 200: wofCustomerDetailsSchema },
      },
    },
    (request) => wholesale.customerDetails(signedInUser(request), request.body),
  );

  app.post(
    '/api/orders/wof/rep',
    {
      config,
      schema: { tags, summary: "The caller's rep numbers", response: { 200: wofRepAnswerSchema } },
    },
    (request) => wholesale.repNumbers(signedInUser(request)),
  );

  app.post(
    '/api/order-documents/xlsx',
    {
      config,
      schema: {
        tags,
        summary: 'A wholesale order of the caller as an xlsx workbook',
        body: orderDocumentRequestSchema,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const found = await repository.order(request.body.orderId);
      const everyone = customerTerritories(user.userTBEs) === null;
      if (found?.order.type !== 'WHOLESALE' || !(everyone || found.order.requesterCode === user.userCode)) {
        throw notFound('Order');
      }
      // An order without a live line has nothing to put in a workbook (part 2 §8.4 export error).
      if (!found.lines.some((line) => line.status !== DELETED_LINE_STATUS)) {
        throw new AppError(400, 'ITS_FE_ERROR_DOCUMENT_EXPORT_ERROR', 'The order has no lines to export.');
      }
      const workbook = await renderOrderWorkbook(found.order, found.lines);
      return sendFileAnswer(
        reply,
        { body: workbook, contentType: XLSX_CONTENT_TYPE, filename: orderWorkbookFilename(found.order) },
        { disposition: 'attachment', cacheControl: 'private, no-store' },
      );
    },
  );
};
