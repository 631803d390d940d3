import type { Page } from 'playwright-core';

/**
 * What browser tests of the assortment manager share: an entry as the API answers it, its row in
 * a manager grid, and the lists' tabs.
 */

export type ManagerEntry = {
  _id: string;
  title: string;
  subTitle: string | null;
  type: 'folder' | 'item';
  parentId: string | null;
  state: 'Published' | 'Unpublished' | 'Archived';
  archived: boolean;
  productType: string;
  method: string;
  channel: string;
  region: string;
};

/** A title no other test uses. */
export const uniqueTitle = (label: string) => `E2E ${label} ${Date.now().toString(36)}`;

/** A data row of a manager grid, by the title it shows. */
export const managerRow = (page: Page, title: string) =>
  page.locator('.ag-row').filter({ has: page.getByTestId('assortment-title').getByText(title, { exact: true }) });

/** Opens one of the manager's lists by its tab; the list is ready once its address shows. */
export const openList = async (page: Page, tab: RegExp, path: string) => {
  await page.getByRole('tab', { name: tab }).click();
  await page.waitForURL(`**${path}`);
};

/** The response to the page's next `method` call of an API path. */
export const answered = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (response) => response.request().method() === method && path.test(new URL(response.url()).pathname),
  );
