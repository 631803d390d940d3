import {
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
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { XLSX_CONTENT_TYPE } from '../platform/xlsx/workbook.js';
import type { WholesaleService } from './service.js';

/** The wholesale order form's calls (spec part 2 §7.14 orders/wof/…, order-documents/xlsx); wholesaleOrders only. */
export const registerWholesaleRoutes = (app: App, { wholesale }: { wholesale: WholesaleService }) => {
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
      config: { ...config, reads: true },
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
      config: { ...config, reads: true },
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
      config: { ...config, reads: true },
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
      config: { ...config, reads: true },
      schema: { tags, summary: "The caller's rep numbers", response: { 200: wofRepAnswerSchema } },
    },
    (request) => wholesale.repNumbers(signedInUser(request)),
  );

  app.post(
    '/api/order-documents/xlsx',
    {
      config: { ...config, reads: true },
      schema: {
        tags,
        summary: 'A wholesale order of the caller as an xlsx workbook',
        body: orderDocumentRequestSchema,
      },
    },
    async (request, reply) => {
      const { workbook, filename } = await wholesale.orderWorkbook(signedInUser(request), request.body.orderId);
      return sendFileAnswer(
        reply,
        { body: workbook, contentType: XLSX_CONTENT_TYPE, filename },
        { disposition: 'attachment', cacheControl: 'private, no-store' },
      );
    },
  );
};
