import {
  addressConfirmationSchema,
  cityStateSchema,
  orderShippers,
  shipperSchema,
  shippingAddressSchema,
  zipParamsSchema,
} from '@stride/domain';
import { z } from 'zod';
import { notFound } from '../platform/errors.js';
import type { App } from '../platform/http/app-types.js';
import { checkAddressFormat, zipProblems } from './address-check.js';
import type { UpsAdapter } from './ups-adapter.js';
import { lookupZip } from './zip-codes.js';

/** Shippers and the address calls of spec part 2 §7.14. */
export const registerShipperRoutes = (app: App, deps: { ups: UpsAdapter | undefined }) => {
  const config = { access: 'anyOrders' } as const;
  const tags = ['shippers'];

  app.get(
    '/api/shippers',
    {
      config,
      schema: {
        tags,
        summary: 'The shippers, with which a coordinator may choose',
        response: { 200: z.array(shipperSchema) },
      },
    },
    () => [...orderShippers],
  );

  app.get(
    '/api/shippers/usps/citystate/:zip',
    {
      config,
      schema: {
        tags,
        summary: 'The city and state of a US ZIP code',
        params: zipParamsSchema,
        response: { 200: cityStateSchema },
      },
    },
    async (request) => {
      const place = await lookupZip(request.params.zip);
      if (!place) throw notFound(`The ZIP code ${request.params.zip}`);
      return place;
    },
  );

  app.post(
    '/api/shippers/ups/confirm/',
    {
      config,
      schema: {
        tags,
        summary: 'Checks a US shipping address: with UPS when configured, else its format and ZIP',
        body: shippingAddressSchema,
        response: { 200: addressConfirmationSchema },
      },
    },
    async (request) => {
      if (!deps.ups) return checkAddressFormat(request.body);
      // A ZIP that is not the state's never goes to the carrier.
      const problems = await zipProblems(request.body);
      if (problems.length > 0) {
        return { valid: false, carrier: null, problems, candidate: null, message: 'The address was not sent to UPS.' };
      }
      return deps.ups.confirm(request.body);
    },
  );
};
