import type { Page } from 'playwright-core';
import { firstAssortmentId, firstOf, firstOrderNumber } from '../support/first-row';

/**
 * Every screen of the app, as addresses a person can open: one address per route (a route's other
 * addresses draw the same page), with the ids of the person's own data where a route needs one.
 * A route the person may not open sends them to the dashboard, which the sweep checks once.
 */

const staticScreens = [
  '/dashboard',
  '/product/assortments/quick-access',
  '/product/assortments/all',
  '/product/assortments/archived',
  '/product/assortments/scheduled',
  '/product/assortments/documents',
  '/product/assortments/reporting',
  '/product/assortments/seasons/manage',
  '/product/assortments/internal/wholesale',
  '/product/assortments/internal/retail',
  '/product/libraries/internal/seasons-wholesale',
  '/product/libraries/internal/seasons-retail',
  '/product/libraries/products',
  '/advertising/libraries/assets-landing',
  '/advertising/libraries/assets',
  '/advertising/libraries/logos',
  '/advertising/libraries/manage/assets/pending',
  '/advertising/libraries/manage/assets/upload',
  '/advertising/libraries/previewer',
  '/global-retail/libraries/assets-landing',
  '/global-retail/libraries/resources',
  '/product/libraries/documents',
  '/product/libraries/manage/documents/published',
  '/sales/libraries/STEP',
  '/product/libraries/samples/production',
  '/product/libraries/samples/sales',
  '/orders/samples/active-orders',
  '/orders/samples/archived-orders',
  '/orders/samples/sample-styles',
  '/orders/promos/needs-review',
  '/orders/promos/reviewed',
  '/orders/wholesale/active',
  '/orders/coordinator-assignments',
  '/showroom/spring26',
  '/global/conference/spring26/landing',
  '/global/conference/spring26/categories',
  '/global/conference/spring26/dashboard',
  '/global/conference/spring26/sessions',
  '/global/conference/spring24/welcome',
  '/global/conference/fall23/catalogs',
  '/prototypes/dragdrop',
  '/prototypes/previewer',
  '/prototypes/category-select',
  '/account/api-tokens',
  '/admin/users',
  '/admin/outbox',
  '/admin/audit',
  '/admin/webhooks',
];

type Season = { _id: string; season: string; year: number; title: string; region: string };

/** The screens the signed-in person of `page` is swept on. */
export const screensOf = async (page: Page): Promise<string[]> => {
  // The ids a person's screens need, read with their own session (a refusal leaves the screen out).
  const [own, sample, promo, wholesale, styleColor, plans] = await Promise.all([
    firstAssortmentId(page),
    firstOrderNumber(page, 'samples/active-orders'),
    firstOrderNumber(page, 'promos/needs-review'),
    firstOrderNumber(page, 'wholesale/active'),
    firstOf<{ data?: { styleColorId: string }[] }>(page, 'POST', 'products/fetch', (a) => a.data?.[0]?.styleColorId),
    page.request.post('/api/internalAssortments/discover', { data: { channel: 'Wholesale' } }),
  ]);
  const screens = [...staticScreens];
  if (own) {
    const assortment = `/product/assortments/assortment/${own}`;
    screens.push(
      `${assortment}/manage`,
      `${assortment}/sort`,
      `${assortment}/export`,
      `${assortment}/showroom-config`,
      `${assortment}/showroom`,
      `${assortment}/create-order`,
    );
  }
  if (styleColor) {
    screens.push(`/product/libraries/internal/detail/${styleColor}`, `/prototypes/product-detail/${styleColor}`);
  }
  if (sample) screens.push(`/orders/samples/order/${sample}`, `/orders/samples/order/${sample}/print`);
  if (promo) screens.push(`/orders/promos/order/${promo}`);
  if (wholesale) screens.push(`/orders/wholesale/order/${wholesale}`, `/orders/wholesale/order/${wholesale}/print`);
  if (plans.ok()) {
    const plan = ((await plans.json()) as { data: Season[] }).data.find((candidate) => candidate.region === 'Domestic');
    if (plan) {
      const season = `season=${plan.season}&year=${plan.year}`;
      const internal = `/product/assortments/internal/${plan._id}`;
      screens.push(
        `${internal}/manage`,
        `${internal}/sort`,
        `${internal}/export`,
        `/product/libraries/internal/landing-wholesale?${season}`,
        `/product/libraries/internal/domestic-wholesale?${season}&title=${encodeURIComponent(plan.title)}`,
      );
    }
  }
  return screens;
};
