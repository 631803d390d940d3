import type { SampleLibrary } from '@stride/domain';
import type { AppRoute } from '../shared/routing/app-route';
import { lazyPage } from '../shared/routing/lazy-page';
import { sampleLibraryRules, samplePaths } from './sample-libraries';

const libraryPage = (library: SampleLibrary) =>
  lazyPage(async () => {
    const { SampleInventoryPage } = await import('./pages/SampleInventoryPage');
    return { default: () => <SampleInventoryPage library={library} /> };
  });

const slugs: Record<SampleLibrary, string> = { Production: 'production', Sales: 'sales' };

/**
 * The sample libraries (spec part 1 §2): one page per library behind its own rule, in the Product
 * menu, and the default path choosing the first library the user may open.
 */
export const sampleInventoryRoutes: AppRoute[] = [
  {
    name: 'product--libraries--samples',
    path: '/product/libraries/samples',
    access: 'sampleInventoryAny',
    component: lazyPage(() => import('./pages/SampleInventoryDefaultPage')),
  },
  ...(['Production', 'Sales'] as const).map(
    (library): AppRoute => ({
      name: `product--libraries--samples--${slugs[library]}`,
      path: samplePaths[library],
      access: sampleLibraryRules[library],
      component: libraryPage(library),
      menu: { toolbar: 'product', labelKey: `sampleInventory.menus.${library}` },
    }),
  ),
];
