import type { Page } from 'playwright-core';

/**
 * A value of the first row a list answers, read with the page's own session (POST lists get an empty
 * query); undefined when the person may not read the list or it is empty.
 */
export const firstOf = async <T>(page: Page, method: 'GET' | 'POST', path: string, pick: (answer: T) => unknown) => {
  const response =
    method === 'GET' ? await page.request.get(`/api/${path}`) : await page.request.post(`/api/${path}`, { data: {} });
  if (!response.ok()) return undefined;
  const value = pick((await response.json()) as T);
  return value === undefined || value === null ? undefined : String(value);
};

/** The number of the first order of an order list the person may read (`samples/active-orders`…). */
export const firstOrderNumber = (page: Page, list: string) =>
  firstOf<{ rows?: { orderNumber: number }[] }>(
    page,
    'POST',
    `orders/${list}/query`,
    (answer) => answer.rows?.[0]?.orderNumber,
  );

/** The id of the person's first assortment (by name). */
export const firstAssortmentId = (page: Page) =>
  firstOf<{ data?: { _id: string }[] }>(
    page,
    'GET',
    'assortments?type=item&sort=name&limit=1',
    (answer) => answer.data?.[0]?._id,
  );
