import { describe, expect, inject, it } from 'vitest';
import { managePath, ownAssortment, productCount } from '../support/assortment-grid';
import { logIn, useBrowser } from '../support/browser';

type CrmDelivery = { assortment: { id: string; title: string }; products: { style: string; color: string }[] };

/** Spec part 1 §2 'CRM confirm', part 2 §7.3 crmSync and last sync date, §8.7 'CRM has been sync'd'. */
describe('CRM sync', () => {
  const browser = useBrowser();

  it('sends the assortment to the CRM after confirmation and shows when it was synced', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 2);
    await page.goto(managePath(own._id));
    await productCount(page, 2);

    await page.getByRole('button', { name: 'Sync with the CRM' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sync with the CRM?' });
    await dialog.getByText('Never synced with the CRM').waitFor();
    await dialog.getByRole('button', { name: 'Sync', exact: true }).click();
    await page.getByText("CRM has been sync'd").waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const deliveries: CrmDelivery[] = await (await fetch(inject('crmUrl'))).json();
    const delivery = deliveries.find((candidate) => candidate.assortment.id === own._id);
    expect(delivery?.assortment.title).toBe(own.title);
    expect(delivery?.products).toHaveLength(2);

    // The next look at the dialog tells when.
    await page.getByRole('button', { name: 'Sync with the CRM' }).click();
    await expect.poll(() => dialog.getByTestId('crm-last-sync').textContent()).toMatch(/^Last sync: /);
  });
});
