import { type SalesTool, salesTools } from '@stride/domain';
import type { AppRoute } from '../shared/routing/app-route';
import { lazyPage } from '../shared/routing/lazy-page';

const slugs: Record<SalesTool, string> = {
  travelCalendar: 'travel-calendar',
  keyItemPricing: 'key-item-price',
  spendingApproval: 'spending-approval',
  upcLookup: 'upc-lookup',
};

const icons: Record<SalesTool, string> = {
  travelCalendar: 'travel',
  keyItemPricing: 'price',
  spendingApproval: 'approval',
  upcLookup: 'barcode',
};

const toolPage = (tool: SalesTool) =>
  lazyPage(async () => {
    const { SalesToolPage } = await import('./pages/SalesToolPage');
    return { default: () => <SalesToolPage tool={tool} /> };
  });

/**
 * The external tools of the Sales menu (spec part 1 §1, §6): a menu entry and a tile each, shown
 * to the holders of the tool's permission and opened in a new tab; the path forwards there too.
 */
export const salesToolRoutes: AppRoute[] = salesTools.map((tool) => ({
  name: `sales--tools--${slugs[tool]}`,
  path: `/sales/tools/${slugs[tool]}`,
  access: tool,
  component: toolPage(tool),
  external: tool,
  menu: { toolbar: 'sales', labelKey: `salesTools.${tool}.title` },
  tile: { titleKey: `salesTools.${tool}.title`, descriptionKey: `salesTools.${tool}.description`, icon: icons[tool] },
}));
