import type { Visit } from '../support/navigation';
import {
  conferenceFlagged,
  conferenceMembers,
  internalEditors,
  type Role,
  retailPlanners,
  roles,
  seasonManagers,
  spendingApprovers,
  staff,
  wholesalePlanners,
  wholesaleRoles,
} from './routes-by-role-people';

/**
 * Where each route of the routes-by-role sweep takes each kind of person (routes-by-role-people.ts):
 * the spec's landings and redirects, and the Sales tools' forwards.
 */

/** Where an address should leave the app: a route at a path; `here` is the address visited. */
type Landing = { path: string | 'here'; name: string | null };
/** For each group of roles (first match wins) where the visit lands; everyone else goes to the dashboard. */
type Row = { visit: string; lands: [readonly Role[], Landing][] };

/** The dashboard (dashboard--its): its address is enough, and the next visit need not wait for it to draw. */
export const DASHBOARD: Landing = { path: '/dashboard', name: null };
const opens = (name: string): Landing => ({ path: 'here', name });
const goesTo = (path: string, name: string): Landing => ({ path, name });

const CONFERENCE = '/global/conference';
/**
 * Spec part 1 §2 Global conference: a site's root opens its first tab, a loaded site its landing
 * (Spring26 is reached from the conference's own address; Spring25 and Fall26 load like Fall25).
 */
const conferenceFirstTabs: Record<string, string> = {
  spring23: 'welcome',
  spring24: 'welcome',
  fall23: 'welcome',
  fall24: 'categories',
  fall25: 'landing',
};
/**
 * Each kind of tab once, on a site that has it (every tab of a kind is declared by the same rule);
 * dashboard, ads and sessions are the dashboard parts, which need a conference-access flag too.
 */
const conferenceTabs: [site: string, tab: string, dashboardPart?: 'dashboardPart'][] = [
  ['spring26', 'load'],
  ['spring26', 'landing'],
  ['spring26', 'categories'],
  ['spring26', 'dashboard', 'dashboardPart'],
  ['spring26', 'ads', 'dashboardPart'],
  ['spring26', 'sessions', 'dashboardPart'],
  ['spring24', 'welcome'],
  ['spring24', 'ads', 'dashboardPart'],
  ['spring24', 'marketing'],
  ['fall23', 'advertising'],
  ['fall23', 'catalogs'],
  ['fall23', 'retail'],
  ['spring23', 'dtc-catalog'],
  ['fall24', 'sessions', 'dashboardPart'],
];
/** A loaded site's load page goes to its landing once the data is in (and the landing to load without it). */
const conferenceTab = (site: string, tab: string) => {
  const shown = tab === 'load' ? 'landing' : tab;
  return goesTo(`${CONFERENCE}/${site}/${shown}`, `conference--${site}--${shown}`);
};

const conferenceRows = (): Row[] => [
  { visit: CONFERENCE, lands: [[conferenceMembers, conferenceTab('spring26', 'landing')]] },
  ...Object.entries(conferenceFirstTabs).map(
    ([site, first]): Row => ({
      visit: `${CONFERENCE}/${site}`,
      lands: [[conferenceMembers, conferenceTab(site, first)]],
    }),
  ),
  ...conferenceTabs.map(
    ([site, tab, part]): Row => ({
      visit: `${CONFERENCE}/${site}/${tab}`,
      lands: [[part ? conferenceFlagged : conferenceMembers, conferenceTab(site, tab)]],
    }),
  ),
  // Each site has exactly its own tabs: Spring23 has no dashboard, an unknown path goes to the dashboard.
  { visit: `${CONFERENCE}/spring23/dashboard`, lands: [] },
];

export type Season = { season: string; year: number };
export type Plans = { domestic: Season & { title: string }; international: Season & { title: string } };
export type Ids = { wholesalePlan: string; wholesale: Plans; retail: Plans };

const LIBRARY = '/product/libraries/internal';

/** Spec part 1 §2 Product libraries: a channel's seasons, landing and browse tabs and their redirects. */
const libraryRows = (channel: 'wholesale' | 'retail', planners: readonly Role[], plans: Plans): Row[] => {
  const seasonsName = `product--libraries--internal--seasons-${channel}`;
  const seasons = goesTo(`${LIBRARY}/seasons-${channel}`, seasonsName);
  const season = (plan: Season) => `season=${plan.season}&year=${plan.year}`;
  const browse = (area: 'international' | 'domestic', plan: Season & { title: string }) =>
    `${LIBRARY}/${area}-${channel}?${season(plan)}&title=${encodeURIComponent(plan.title).replace(/%20/g, '+')}`;
  const landing = `${LIBRARY}/landing-${channel}?${season(plans.domestic)}`;
  return [
    { visit: `${LIBRARY}/seasons-${channel}`, lands: [[planners, opens(seasonsName)]] },
    // Without a season and year, the landing and the browse tabs go to the seasons.
    { visit: `${LIBRARY}/landing-${channel}`, lands: [[planners, seasons]] },
    { visit: `${LIBRARY}/domestic-${channel}`, lands: [[planners, seasons]] },
    { visit: `${LIBRARY}/international-${channel}`, lands: [[planners, seasons]] },
    { visit: landing, lands: [[planners, opens(`product--libraries--internal--landing-${channel}`)]] },
    // A browse tab without a plan title goes to the season's landing.
    {
      visit: `${LIBRARY}/international-${channel}?${season(plans.domestic)}`,
      lands: [[planners, goesTo(landing, `product--libraries--internal--landing-${channel}`)]],
    },
    {
      visit: browse('domestic', plans.domestic),
      lands: [[planners, opens(`product--libraries--internal--domestic-${channel}`)]],
    },
    {
      visit: browse('international', plans.international),
      lands: [[planners, opens(`product--libraries--internal--international-${channel}`)]],
    },
  ];
};

const ASSORTMENTS = '/product/assortments';

/** Every route of the sweep; `own` is an assortment of the person visiting. */
export const sweepRows = (ids: Ids, own: string): Row[] => [
  { visit: `${ASSORTMENTS}/seasons/manage`, lands: [[seasonManagers, opens('assortment-manager--seasons-manage')]] },
  {
    visit: `${ASSORTMENTS}/internal/wholesale`,
    lands: [[wholesalePlanners, opens('assortment-manager--internal-wholesale')]],
  },
  { visit: `${ASSORTMENTS}/internal/retail`, lands: [[retailPlanners, opens('assortment-manager--internal-retail')]] },
  ...(['manage', 'sort', 'export'] as const).map(
    (page): Row => ({
      visit: `${ASSORTMENTS}/internal/${ids.wholesalePlan}/${page}`,
      lands: [[internalEditors, opens(`internal--${page}`)]],
    }),
  ),
  ...libraryRows('wholesale', wholesalePlanners, ids.wholesale),
  ...libraryRows('retail', retailPlanners, ids.retail),
  // The old address of the international seasons goes to the Key Initiatives seasons.
  {
    visit: `${LIBRARY}/international-seasons`,
    lands: [
      [wholesalePlanners, goesTo(`${LIBRARY}/seasons-wholesale`, 'product--libraries--internal--seasons-wholesale')],
    ],
  },
  {
    visit: `${ASSORTMENTS}/assortment/${own}/showroom-config`,
    lands: [[roles, opens('assortment--showroom-config')]],
  },
  { visit: `${ASSORTMENTS}/assortment/${own}/showroom`, lands: [[roles, opens('assortment-showroom')]] },
  // The current showroom site is spring26 (spec part 1 §2 Other); the previous one and Spring25 open too.
  { visit: '/showroom', lands: [[roles, goesTo('/showroom/spring26', 'showroom--site')]] },
  ...['fall25', 'spring25'].map(
    (site): Row => ({ visit: `/showroom/${site}`, lands: [[roles, opens('showroom--site')]] }),
  ),
  ...conferenceRows(),
  // Every assortment user may open the gallery; a prototype of an area the person may not open goes to the first one.
  { visit: '/prototypes', lands: [[roles, goesTo('/prototypes/dragdrop', 'prototypes--prototype')]] },
  // STEP training is staff's; the catalogue everyone's.
  {
    visit: '/prototypes/previewer',
    lands: [
      [staff, opens('prototypes--prototype')],
      [wholesaleRoles, goesTo('/prototypes/dragdrop', 'prototypes--prototype')],
    ],
  },
  { visit: '/prototypes/category-select', lands: [[roles, opens('prototypes--prototype')]] },
];

/** The external Sales tools: their path forwards the people who may use them to the tool's address. */
export const salesTools: { slug: string; url: string; users: readonly Role[] }[] = [
  { slug: 'travel-calendar', url: 'https://intranet.stride.example/sales/travel-calendar', users: staff },
  { slug: 'key-item-price', url: 'https://intranet.stride.example/sales/key-item-price', users: staff },
  {
    slug: 'spending-approval',
    url: 'https://intranet.stride.example/finance/spending-approval',
    users: spendingApprovers,
  },
  { slug: 'upc-lookup', url: 'https://intranet.stride.example/product/upc-lookup', users: staff },
];

export const visitsOf = (rows: Row[], role: Role): Visit[] =>
  rows.map(({ visit, lands }) => {
    const landing = lands.find(([holders]) => holders.includes(role))?.[1] ?? DASHBOARD;
    return { visit, expected: { path: landing.path === 'here' ? visit : landing.path, name: landing.name } };
  });
