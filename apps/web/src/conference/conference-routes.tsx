import {
  CONFERENCE_BASE_PATH,
  type ConferenceSite,
  type ConferenceTab,
  CURRENT_CONFERENCE_SITE,
  conferenceFirstTab,
  conferenceSections,
  conferenceSiteDefinitions,
  conferenceSites,
  conferenceTabAccess,
  conferenceTabPath,
} from '@stride/domain';
import { Navigate } from 'react-router';
import type { AppRoute } from '../shared/routing/app-route';
import { lazyPage } from '../shared/routing/lazy-page';

const sitePage = (site: ConferenceSite, tab: ConferenceTab) =>
  lazyPage(async () => {
    const { ConferenceSitePage } = await import('./pages/ConferenceSitePage');
    return { default: () => <ConferenceSitePage site={site} tab={tab} /> };
  });

const redirectTo = (path: string) => lazyPage(async () => ({ default: () => <Navigate to={path} replace /> }));

/**
 * Spec part 1 §2 "Global conference": `/global/conference` opens the current site, a site root its
 * first tab, and each site has exactly its own tabs; the dashboard parts need a conference-access flag.
 */
export const conferenceRoutes: AppRoute[] = [
  {
    name: 'conference',
    path: CONFERENCE_BASE_PATH,
    access: 'conference',
    component: redirectTo(`${CONFERENCE_BASE_PATH}/${CURRENT_CONFERENCE_SITE}`),
    menu: { toolbar: 'sales', labelKey: 'conference.menu' },
    tile: { titleKey: 'conference.tile.title', descriptionKey: 'conference.tile.description', icon: 'conference' },
  },
  ...conferenceSites.flatMap((site): AppRoute[] => [
    {
      name: `conference--${site}`,
      path: `${CONFERENCE_BASE_PATH}/${site}`,
      access: 'conference',
      component: redirectTo(conferenceTabPath(site, conferenceFirstTab(site))),
    },
    ...conferenceSiteDefinitions[site].tabs.map((tab) => ({
      name: `conference--${site}--${tab}`,
      path: `${conferenceTabPath(site, tab)}${conferenceSections(site, tab).length > 0 ? '/:section?' : ''}`,
      access: conferenceTabAccess(tab),
      component: sitePage(site, tab),
    })),
  ]),
];
