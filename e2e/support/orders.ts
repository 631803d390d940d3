import type { Page } from 'playwright-core';
import { apiAs } from './api';

/**
 * What the order browser tests share: a style-colour to order, and the order page's own status chips
 * (a list's rows have theirs too).
 */

type Found = { data: { style: string; color: string }[] };

/** A sellable style-colour of the demo catalogue to order (the first US footwear line). */
export const orderableProduct = async () => {
  const user = await apiAs('user@stride.demo');
  const found = await user.post<Found>('products/fetch', {
    productType: 'Footwear',
    locationCode: 'US',
    limit: 1,
    options: { summary: true },
  });
  const product = found.data[0];
  if (!product) throw new Error('the demo catalogue has no US footwear line');
  return product;
};

export const orderStatus = (page: Page) => page.getByTestId('order-header').getByTestId('order-status');
export const orderApproval = (page: Page) => page.getByTestId('order-header').getByTestId('order-approval-status');
