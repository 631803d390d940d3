import {
  customerTerritories,
  DELETED_LINE_STATUS,
  isActiveWholesaleLine,
  LOCATIONS,
  locationOfRegion,
  type OrderCustomer,
  type Product,
  type User,
  type WholesaleOrigin,
  type WholesaleRegion,
  type WofCustomerDetails,
  type WofCustomerDetailsRequest,
  type WofCustomerOption,
  type WofStyle,
  type wofStyleRequestSchema,
} from '@stride/domain';
import type { z } from 'zod';
import { AppError, invalidInput, notFound } from '../platform/errors.js';
import { orderWorkbookFilename, renderOrderWorkbook } from './order-workbook.js';
import type { CustomerScope, WholesaleRepository } from './repository.js';

type CustomerRecord = NonNullable<Awaited<ReturnType<WholesaleRepository['customer']>>>;

/** Reps see the accounts they serve; ADMIN/ADMIN sees every account (spec part 1 §6). */
const scopeOf = (user: User): CustomerScope => ({
  repUserCode: customerTerritories(user.userTBEs) === null ? null : user.userCode,
});

/** Spec part 1 §5: 'No style/color data found' when a style has no colour to order. */
const noStyleData = (style: string) =>
  new AppError(404, 'ITS_BE_ERROR_NOT_FOUND', 'No style/color data found', { what: 'style', style });

const toOrderCustomer = (record: CustomerRecord): OrderCustomer => ({
  id: record.id,
  name: record.name,
  currency: record.currency,
  address: { country: record.country },
  defaults: record.defaults,
  termsInfo: record.termsInfo,
});

const currencyOf = (region: WholesaleRegion) =>
  LOCATIONS.find((location) => location.code === locationOfRegion(region))!.currencyCode;

/** One colour as the order form adds it: its sizes, prices keyed as LinePrices, and whether it is an A line. */
const toStyleColor = (
  product: Product,
  scope: { region: WholesaleRegion; origin: WholesaleOrigin },
  country: string,
) => {
  const location = product.locations.find((entry) => entry.code === locationOfRegion(scope.region))!;
  const currency = currencyOf(scope.region);
  const sizes = [...new Set(product.availability.map((entry) => entry.size))];
  return {
    color: product.color,
    colorDescription: product.colorDescription,
    lineStatus: location.lineStatus,
    sizes: sizes.length > 0 ? sizes : [...new Set(location.availability.flatMap((entry) => Object.keys(entry.sizes)))],
    // The list price for the currency, the customer's market price for their country.
    prices: { [`/${currency}`]: location.originalCost, [`${country}/${currency}`]: location.wholesalePrice },
    activeLine: isActiveWholesaleLine(product.productType, scope.origin),
  };
};

type StyleSummaryRow = Awaited<ReturnType<WholesaleRepository['styleList']>>[number];

/** min() of a group is never null here: every group holds at least one row. */
const toStyleSummary = (row: StyleSummaryRow) => ({
  style: row.style,
  name: row.name ?? '',
  productType: row.productType ?? 'Footwear',
  division: row.division ?? '',
  colorCount: Number(row.colorCount),
});

export const createWholesaleService = (repository: WholesaleRepository) => {
  const customerOf = async (user: User, id: string) => {
    const record = await repository.customer(scopeOf(user), id);
    if (!record) throw notFound('Customer');
    return record;
  };

  return {
    customerOf,

    styleOptions: async (
      user: User,
      params: { region: WholesaleRegion; origin: WholesaleOrigin; customer: string; style: string },
    ) => {
      await customerOf(user, params.customer);
      return (await repository.styleOptions(params, params.style)).map(toStyleSummary);
    },

    style: async (user: User, request: z.output<typeof wofStyleRequestSchema>): Promise<WofStyle> => {
      const customer = await customerOf(user, request.customer);
      const currency = currencyOf(request.region);
      if (request.currency !== currency) {
        throw invalidInput('currency', `Region ${request.region} prices in ${currency}.`, { currency });
      }
      const colors = await repository.styleColors(request, request.style);
      const first = colors[0];
      if (!first) throw noStyleData(request.style);
      return {
        style: first.style,
        name: first.name,
        productType: first.productType,
        division: first.division,
        colors: colors.map((product) => toStyleColor(product, request, customer.country)),
      };
    },

    styleList: async (params: { region: WholesaleRegion; origin: WholesaleOrigin; currency: string }) => {
      const currency = currencyOf(params.region);
      if (params.currency !== currency) {
        throw invalidInput('currency', `Region ${params.region} prices in ${currency}.`, { currency });
      }
      return (await repository.styleList(params)).map(toStyleSummary);
    },

    customerOptions: async (user: User, name: string, region?: WholesaleRegion): Promise<WofCustomerOption[]> =>
      (await repository.searchCustomers(scopeOf(user), name, region)).map((record) => ({
        id: record.id,
        name: record.name,
        email: record.email,
        region: record.region,
        city: record.city,
        country: record.country,
        currency: record.currency,
      })),

    /** The details only answer when the e-mail and region are the account's too. */
    customerDetails: async (user: User, request: WofCustomerDetailsRequest): Promise<WofCustomerDetails> => {
      const record = await repository.customer(scopeOf(user), request.id);
      if (!record || record.email.toLowerCase() !== request.email.toLowerCase() || record.region !== request.region) {
        throw notFound('Customer');
      }
      return {
        customer: toOrderCustomer(record),
        email: record.email,
        region: record.region,
        packCodes: record.packCodes,
        termsByRegion: Object.fromEntries(record.termsInfo[0] ? [[record.region, record.termsInfo[0].code]] : []),
        termsByCountry: Object.fromEntries(record.termsInfo[0] ? [[record.country, record.termsInfo[0].code]] : []),
      };
    },

    repNumbers: async (user: User) => ({ repNumbers: await repository.repNumbers(user.userCode) }),

    /** A wholesale order of the caller (any, for ADMIN/ADMIN) as an xlsx workbook with its file name. */
    orderWorkbook: async (user: User, orderId: string) => {
      const found = await repository.order(orderId);
      const everyone = customerTerritories(user.userTBEs) === null;
      if (found?.order.type !== 'WHOLESALE' || !(everyone || found.order.requesterCode === user.userCode)) {
        throw notFound('Order');
      }
      // An order without a live line has nothing to put in a workbook (part 2 §8.4 export error).
      if (!found.lines.some((line) => line.status !== DELETED_LINE_STATUS)) {
        throw new AppError(400, 'ITS_FE_ERROR_DOCUMENT_EXPORT_ERROR', 'The order has no lines to export.');
      }
      return {
        workbook: await renderOrderWorkbook(found.order, found.lines),
        filename: orderWorkbookFilename(found.order),
      };
    },
  };
};

export type WholesaleService = ReturnType<typeof createWholesaleService>;
