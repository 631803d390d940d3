import {
  productColorsRequestSchema,
  productSearchRequestSchema,
  productTypes,
  productValidateRequestSchema,
} from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { ProductSearchService } from './search-service.js';

const autocompleteParams = z.object({ text: z.string().trim().min(1).max(31) });
const autocompleteBody = z.object({ productType: z.enum(productTypes).optional() }).optional();
const suggestionsSchema = z.object({ data: z.array(z.string()) });

export const registerProductSearchRoutes = (app: App, deps: { search: ProductSearchService }) => {
  app.post(
    '/api/products/fetch',
    {
      config: { access: 'viewProducts', reads: true },
      schema: {
        tags: ['products'],
        summary: 'Product search: filters, sort and a page of style-colours, with the total count on request',
        body: productSearchRequestSchema,
      },
    },
    // The service answers JSON text built from the stored documents (see searchAnswerJson).
    async (request, reply) => {
      const { userTBEs, userActiveLocation } = signedInUser(request);
      return reply
        .type('application/json; charset=utf-8')
        .send(await deps.search.search(request.body, userTBEs, userActiveLocation));
    },
  );

  app.post(
    '/api/products/autocomplete/styles/:text',
    {
      config: { access: 'viewProducts', reads: true },
      schema: {
        tags: ['products'],
        summary: 'Up to 10 styles starting with the text',
        params: autocompleteParams,
        body: autocompleteBody,
        response: { 200: suggestionsSchema },
      },
    },
    async (request) => ({ data: await deps.search.suggestStyles(request.params.text) }),
  );

  app.post(
    '/api/products/autocomplete/colors/:text',
    {
      config: { access: 'viewProducts', reads: true },
      schema: {
        tags: ['products'],
        summary: 'Up to 10 style-colours of a style (text: style, or style_ and the start of a colour code)',
        params: autocompleteParams,
        body: autocompleteBody,
        response: { 200: suggestionsSchema },
      },
    },
    async (request) => ({ data: await deps.search.suggestColors(request.params.text) }),
  );

  app.post(
    '/api/products/colors',
    {
      config: { access: 'viewProducts', reads: true },
      schema: {
        tags: ['products'],
        summary: 'Every colour code of each style (of the product type) the catalogue has',
        body: productColorsRequestSchema,
      },
    },
    async (request) => ({ data: await deps.search.styleColors(request.body.productType, request.body.styles) }),
  );

  app.post(
    '/api/products/validate',
    {
      config: { access: 'viewProducts', reads: true },
      schema: {
        tags: ['products'],
        summary:
          'Checks pasted style-colours: found, Style/Color Not Found, or Product Type is not correct; with a location, the line status there',
        body: productValidateRequestSchema,
      },
    },
    async (request) => deps.search.validate(request.body.productType, request.body.products, request.body.locationCode),
  );
};
