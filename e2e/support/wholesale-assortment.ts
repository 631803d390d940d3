import type { Page } from 'playwright-core';
import { pageApi } from './assortment-grid';

type StyleColors = { style: string; colors: { color: string; sizes: string[] }[] };

/**
 * For the signed-in rep (D1015, USA): an assortment of their own holding the first colour of two
 * styles the US region offers from its warehouse to the customer named `customerName`, with the
 * first size each of those colours is ordered in.
 */
export const wholesaleAssortment = async (page: Page, customerName: string) => {
  const api = pageApi(page);
  const [customer] = await api.post<{ id: string }[]>('orders/wof/customer/name/autocomplete', { name: customerName });
  const styles = (await api.get<{ style: string }[]>('orders/wof/styles/usa/domestic/USD')).slice(0, 2);
  const picked = await Promise.all(
    styles.map(({ style }) =>
      api.post<StyleColors>('orders/wof/style', {
        region: 'usa',
        origin: 'domestic',
        currency: 'USD',
        customer: customer!.id,
        style,
      }),
    ),
  );
  const products = picked.map(({ style, colors }) => ({ style, color: colors[0]!.color, size: colors[0]!.sizes[0]! }));
  const assortment = await api.post<{ _id: string; title: string }>('assortments', {
    title: `E2E wholesale ${Date.now().toString(36)}`,
    productType: 'Footwear',
    method: 'static',
    products: products.map(({ style, color }) => ({ style, color })),
  });
  return { assortment, products };
};
