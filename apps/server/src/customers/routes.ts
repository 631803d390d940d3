import { customerLookupQuerySchema, customerOptionSchema, customerSchema } from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { presentCustomer, presentCustomerOption } from './presenter.js';
import type { CustomersService } from './service.js';

/** Customers of spec part 2 §7.6. */
export const registerCustomerRoutes = (app: App, customers: CustomersService) => {
  app.get(
    '/api/customers/official/text',
    {
      config: { access: 'lookupCustomers' },
      schema: {
        tags: ['customers'],
        summary:
          'Customer accounts whose number or name holds the text, in the caller’s territories; {label, value} pairs with labelValue=true',
        querystring: customerLookupQuerySchema,
        response: { 200: z.union([z.array(customerOptionSchema), z.array(customerSchema)]) },
      },
    },
    async (request) => {
      const rows = await customers.lookup(signedInUser(request), request.query);
      return request.query.labelValue ? rows.map(presentCustomerOption) : rows.map(presentCustomer);
    },
  );
};
