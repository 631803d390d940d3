import type { AccessRuleName } from '@stride/domain';
import { Navigate } from 'react-router';
import type { AppRoute } from '../shared/routing/app-route';
import { lazyPage } from '../shared/routing/lazy-page';

const InternalDividerPage = lazyPage(() => import('./pages/InternalDividerPage'));
const internalLanding = (channel: 'wholesale' | 'retail') =>
  lazyPage(async () => {
    const { default: Page } = await import('./pages/InternalLandingPage');
    return { default: () => <Page channel={channel} /> };
  });
const internalBrowse = (channel: 'wholesale' | 'retail', area: 'international' | 'domestic') =>
  lazyPage(async () => {
    const { default: Page } = await import('./pages/InternalBrowsePage');
    return { default: () => <Page key={area} channel={channel} area={area} /> };
  });
const ToInternalWholesaleSeasons = lazyPage(async () => ({
  default: () => <Navigate to="/product/libraries/internal/seasons-wholesale" replace />,
}));

/** Spec part 1 §2 Product libraries: the internal library of each channel (its seasons pages aside). */
export const internalLibraryRoutes: AppRoute[] = [
  ...(['wholesale', 'retail'] as const).flatMap((channel): AppRoute[] => {
    const access: AccessRuleName = channel === 'wholesale' ? 'keyInitiatives' : 'retailAssortments';
    return [
      {
        name: `product--libraries--internal--landing-${channel}`,
        path: `/product/libraries/internal/landing-${channel}`,
        access,
        component: internalLanding(channel),
      },
      ...(['international', 'domestic'] as const).map((area) => ({
        name: `product--libraries--internal--${area}-${channel}`,
        path: `/product/libraries/internal/${area}-${channel}`,
        access,
        component: internalBrowse(channel, area),
      })),
    ];
  }),
  {
    name: 'product--libraries--internal--divider',
    path: '/product/libraries/internal/divider/:groupSlug',
    access: 'viewInternalAssortments',
    component: InternalDividerPage,
  },
  {
    name: 'product--libraries--internal--international-seasons',
    path: '/product/libraries/internal/international-seasons',
    access: 'keyInitiatives',
    component: ToInternalWholesaleSeasons,
  },
];
