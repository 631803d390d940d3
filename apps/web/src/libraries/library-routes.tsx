import { type LibraryType, libraryAccessRules, type ManageView, manageViews } from '@stride/domain';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import type { AppRoute, ToolbarTitle } from '../shared/routing/app-route';
import { lazyPage } from '../shared/routing/lazy-page';
import { libraryScreens } from './library-screens';

/** A lazily loaded page given fixed props: one library screen serves every library route. */
const pageWith = <Props extends object>(load: () => Promise<ComponentType<Props>>, props: Props) =>
  lazyPage(async () => {
    const Page = await load();
    return { default: () => <Page {...props} /> };
  });

const loadGrid = () => import('./pages/LibraryGridPage').then((module) => module.LibraryGridPage);
const loadLanding = () => import('./pages/LibraryLandingPage').then((module) => module.LibraryLandingPage);
const loadManage = () => import('./pages/LibraryManagePage').then((module) => module.LibraryManagePage);
const PreviewerPage = lazyPage(() => import('./pages/PreviewerPage'));

const redirect = (name: string, path: string, to: string, access: AppRoute['access']): AppRoute => ({
  name,
  path,
  access,
  component: pageWith(async () => Navigate, { to, replace: true }),
});

const menu = (toolbar: ToolbarTitle, key: string) => ({ toolbar, labelKey: `libraries.menus.${key}` });
const tile = (key: string, icon: string) => ({
  titleKey: `libraries.tiles.${key}.title`,
  descriptionKey: `libraries.tiles.${key}.description`,
  icon,
});

const gridRoute = (name: string, libraryType: LibraryType, extra: Partial<AppRoute> = {}): AppRoute => ({
  name,
  path: libraryScreens[libraryType].gridPath,
  access: libraryAccessRules[libraryType].view,
  component: pageWith(loadGrid, { libraryType }),
  ...extra,
});

const landingRoute = (name: string, libraryType: LibraryType, extra: Partial<AppRoute> = {}): AppRoute => ({
  name,
  path: libraryScreens[libraryType].landingPath ?? libraryScreens[libraryType].gridPath,
  access: libraryAccessRules[libraryType].view,
  component: pageWith(loadLanding, { libraryType }),
  ...extra,
});

/**
 * The five manage views of a library, named `{prefix}--manage--{view}`; the pending view carries
 * the menu entry. Global retail manages its assets and resources in one area (`libraryTypes`).
 */
const manageRoutes = (
  prefix: string,
  libraryTypes: readonly [LibraryType, ...LibraryType[]],
  menuEntry: ReturnType<typeof menu>,
): AppRoute[] => {
  const [libraryType] = libraryTypes;
  return manageViews.map((view: ManageView) => ({
    name: `${prefix}--manage--${view}`,
    path: libraryScreens[libraryType].managePath(view),
    access: libraryAccessRules[libraryType].manage,
    component: pageWith(loadManage, { libraryTypes, view }),
    ...(view === 'pending' ? { menu: menuEntry } : {}),
  }));
};

/** Spec part 1 §2: the advertising, global retail, sales and product document libraries. */
export const libraryRoutes: AppRoute[] = [
  redirect(
    'advertising--libraries',
    '/advertising/libraries',
    '/advertising/libraries/assets-landing',
    'viewAdvertisingAssets',
  ),
  landingRoute('advertising--libraries--assets-landing', 'AdvertisingAsset', {
    menu: menu('advertising', 'advertisingAssets'),
    tile: tile('advertisingAssets', 'advertising'),
  }),
  gridRoute('advertising--libraries--assets', 'AdvertisingAsset'),
  landingRoute('advertising--libraries--logos-landing', 'AdvertisingLogo', {
    menu: menu('advertising', 'advertisingLogos'),
    tile: tile('advertisingLogos', 'logos'),
  }),
  gridRoute('advertising--libraries--logos', 'AdvertisingLogo'),
  {
    name: 'advertising--libraries--previewer',
    path: '/advertising/libraries/previewer',
    access: 'signedIn',
    component: PreviewerPage,
  },
  redirect(
    'advertising--libraries--manage',
    '/advertising/libraries/manage',
    '/advertising/libraries/manage/assets/pending',
    'manageAdvertisingAssets',
  ),
  ...manageRoutes('advertising--libraries--assets', ['AdvertisingAsset'], menu('advertising', 'manageAssets')),
  ...manageRoutes('advertising--libraries--logos', ['AdvertisingLogo'], menu('advertising', 'manageLogos')),

  redirect(
    'global-retail--libraries',
    '/global-retail/libraries',
    '/global-retail/libraries/assets',
    'viewGlobalRetail',
  ),
  gridRoute('global-retail--libraries--assets', 'GlobalRetailAsset', {
    menu: menu('globalRetail', 'globalRetailAssets'),
    tile: tile('globalRetail', 'globalRetail'),
  }),
  landingRoute('global-retail--libraries--assets-landing', 'GlobalRetailAsset'),
  gridRoute('global-retail--libraries--resources', 'GlobalRetailResource', {
    menu: menu('globalRetail', 'globalRetailResources'),
  }),
  landingRoute('global-retail--libraries--resources-landing', 'GlobalRetailResource'),
  redirect(
    'global-retail--libraries--manage',
    '/global-retail/libraries/manage',
    '/global-retail/libraries/manage/pending',
    'manageGlobalRetail',
  ),
  ...manageRoutes(
    'global-retail--libraries',
    ['GlobalRetailAsset', 'GlobalRetailResource'],
    menu('globalRetail', 'manageGlobalRetail'),
  ),

  redirect('sales--libraries', '/sales/libraries', '/sales/libraries/STEP', 'viewStepTraining'),
  gridRoute('sales--libraries--step', 'StepAsset', {
    menu: menu('sales', 'step'),
    tile: tile('step', 'step'),
  }),
  redirect(
    'sales--libraries--manage',
    '/sales/libraries/manage',
    '/sales/libraries/manage/step/pending',
    'manageStepTraining',
  ),
  ...manageRoutes('sales--libraries--step', ['StepAsset'], menu('sales', 'manageStep')),

  redirect('product--libraries', '/product/libraries', '/product/libraries/documents', 'viewProductDocuments'),
  gridRoute('product--libraries--documents', 'ProductDocument', {
    menu: menu('product', 'documents'),
    tile: tile('documents', 'documents'),
  }),
  redirect(
    'product--libraries--manage',
    '/product/libraries/manage',
    '/product/libraries/manage/documents/pending',
    'manageProductDocuments',
  ),
  ...manageRoutes('product--libraries--documents', ['ProductDocument'], menu('product', 'manageDocuments')),
];
