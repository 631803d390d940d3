import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { logIn, useBrowser } from '../support/browser';
import { type Miss, type Visit, visitAllInApp } from '../support/navigation';

/**
 * Issue 11 "done when": every route of the internal assortments, seasons, internal library, showroom,
 * conference, prototypes and Sales tools opens for the right roles and sends the others where the
 * app sends people who may not open it (the dashboard), plus the spec's own redirects (part 1 §2, §6).
 *
 * The expectations are written from the spec and the demo people's permissions
 * (apps/server/src/seed/demo-users.ts), not from the access rules the app runs: who holds what is
 * spelled out below, one list per kind of access.
 */

const roles = [
  'user',
  'editor',
  'senior-editor',
  'admin',
  'admin-editor',
  'manager',
  'approver',
  'senior-approver',
  'coordinator',
  'senior-coordinator',
  'sample-coordinator',
  'distributor',
  'dis',
  'fr',
  'rep',
  'csrep',
] as const;
type Role = (typeof roles)[number];

/**
 * The people swept: one per access profile these routes can tell apart. The senior coordinator and
 * the sample coordinator hold what the coordinator holds here (the staff grants; their sample
 * permissions open none of these routes); DIS, FR, REP and CSREP hold what the distributor holds.
 * The senior approver differs from the approver here only by lacking the spending approval tool,
 * which the others without it show. The editor's routes are a subset of the senior editor's, the
 * manager's retail plans the admin editor's, and the approver's spending approval tool is swept in
 * menus-by-role.test.ts: six sweeps keep the file within its CI time; the table below still says
 * where each of the sixteen goes.
 */
const swept: Role[] = ['user', 'senior-editor', 'admin', 'admin-editor', 'coordinator', 'distributor'];

/** Wholesale order people: assortments and products as `user` (reps browse the catalogue), no staff grants. */
const wholesaleRoles: Role[] = ['distributor', 'dis', 'fr', 'rep', 'csrep'];
/** Everyone else holds the staff grants: products and STEP training as user at least, travel, key item and UPC tools. */
const staff = roles.filter((role) => !wholesaleRoles.includes(role));
/** Internal assortments as user or adminEditor on the Wholesale channel (editor: Wholesale; senior editor, admin editor: All). */
const wholesalePlanners: Role[] = ['editor', 'senior-editor', 'admin-editor'];
/** ... on the Retail channel (the manager's scope is Domestic Retail). */
const retailPlanners: Role[] = ['senior-editor', 'admin-editor', 'manager'];
/** Internal assortment data: sub-role editor or senior editor (the manager's sub-role is manager). */
const internalEditors: Role[] = ['editor', 'senior-editor', 'admin-editor'];
/** Internal assortments as adminEditor: the seasons manager. */
const seasonManagers: Role[] = ['admin-editor'];
/** A conference permission naming a group. */
const conferenceMembers: Role[] = ['user', 'editor', 'senior-editor', 'admin'];
/** ... and a conference-access flag (the editor edits the pages but holds none). */
const conferenceFlagged: Role[] = ['user', 'senior-editor', 'admin'];
const spendingApprovers: Role[] = ['user', 'approver'];

/** Where an address should leave the app: a route at a path; `here` is the address visited. */
type Landing = { path: string | 'here'; name: string | null };
/** For each group of roles (first match wins) where the visit lands; everyone else goes to the dashboard. */
type Row = { visit: string; lands: [readonly Role[], Landing][] };

/** The dashboard (dashboard--its): its address is enough, and the next visit need not wait for it to draw. */
const DASHBOARD: Landing = { path: '/dashboard', name: null };
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

type Season = { season: string; year: number };
type Plans = { domestic: Season & { title: string }; international: Season & { title: string } };
type Ids = { wholesalePlan: string; wholesale: Plans; retail: Plans };

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
const sweepRows = (ids: Ids, own: string): Row[] => [
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
const salesTools: { slug: string; url: string; users: readonly Role[] }[] = [
  { slug: 'travel-calendar', url: 'https://intranet.stride.example/sales/travel-calendar', users: staff },
  { slug: 'key-item-price', url: 'https://intranet.stride.example/sales/key-item-price', users: staff },
  {
    slug: 'spending-approval',
    url: 'https://intranet.stride.example/finance/spending-approval',
    users: spendingApprovers,
  },
  { slug: 'upc-lookup', url: 'https://intranet.stride.example/product/upc-lookup', users: staff },
];

const visitsOf = (rows: Row[], role: Role): Visit[] =>
  rows.map(({ visit, lands }) => {
    const landing = lands.find(([holders]) => holders.includes(role))?.[1] ?? DASHBOARD;
    return { visit, expected: { path: landing.path === 'here' ? visit : landing.path, name: landing.name } };
  });

/**
 * Visits each tool's path: the people who may use the tool are forwarded to its address (the test
 * waits for that request), the others go to the dashboard.
 */
const sweepSalesTools = async (page: Page, role: Role) => {
  const refused: Visit[] = [];
  const misses: Miss[] = [];
  for (const tool of salesTools) {
    const visit = `/sales/tools/${tool.slug}`;
    if (tool.users.includes(role)) {
      const forward = page.waitForRequest(tool.url);
      misses.push(
        ...(await visitAllInApp(page, [{ visit, expected: { path: visit, name: `sales--tools--${tool.slug}` } }])),
      );
      await forward;
    } else refused.push({ visit, expected: { path: DASHBOARD.path, name: DASHBOARD.name } });
  }
  return [...misses, ...(await visitAllInApp(page, refused))];
};

/** Two tabs sweep side by side (two cores); each serves one person after another. */
const LANES = 2;

describe.concurrent('routes by role', () => {
  const browser = useBrowser({ images: false });
  let ids: Ids;
  /**
   * A tab and the tool addresses it was forwarded to. The next person in a tab differs only by the
   * session cookie: the app's code comes from the cache, already compiled.
   */
  type Lane = { page: Page; forwarded: string[] };
  const idle: Lane[] = [];
  const waiting: ((lane: Lane) => void)[] = [];
  const takeLane = () =>
    new Promise<Lane>((resolve) => (idle.length > 0 ? resolve(idle.pop() as Lane) : waiting.push(resolve)));
  const giveBack = (lane: Lane) => (waiting.length > 0 ? waiting.shift()?.(lane) : idle.push(lane));

  beforeAll(async () => {
    const planner = await apiAs('admin-editor@stride.demo');
    const plansOf = async (channel: 'Wholesale' | 'Retail'): Promise<Plans & { id: string }> => {
      const { data } = await planner.post<{ data: (Season & { _id: string; title: string; region: string })[] }>(
        'internalAssortments/discover',
        { channel },
      );
      const domestic = data.find((plan) => plan.region === 'Domestic');
      const international = data.find((plan) => plan.region !== 'Domestic');
      if (!domestic || !international) throw new Error(`no published ${channel} plans of both areas`);
      return { id: domestic._id, domestic, international };
    };
    const [wholesale, retail] = await Promise.all([plansOf('Wholesale'), plansOf('Retail')]);
    ids = { wholesalePlan: wholesale.id, wholesale, retail };
    for (let index = 0; index < LANES; index++) {
      const lane: Lane = { page: await browser.newPage(), forwarded: [] };
      // The Sales tools live outside the app: note each forward and cancel it, so the page stays.
      await lane.page.context().route('https://intranet.stride.example/**', (route) => {
        lane.forwarded.push(route.request().url());
        return route.abort('aborted');
      });
      idle.push(lane);
    }
  });

  it.each(swept)(
    'takes %s where the spec says, route by route',
    async (role) => {
      const lane = await takeLane();
      const { page } = lane;
      try {
        await page.context().clearCookies();
        await logIn(page, `${role}@stride.demo`);
        const own = (
          (await (await page.request.get('/api/assortments?type=item&search=Line+Plan&sort=name&limit=1')).json()) as {
            data: { _id: string }[];
          }
        ).data[0]?._id;
        if (!own) throw new Error(`${role} has no line plan`);

        const misses = await visitAllInApp(page, visitsOf(sweepRows(ids, own), role));
        lane.forwarded.length = 0;
        const toolMisses = await sweepSalesTools(page, role);
        // Leave the last page (an internal grid gives its edit lock back on leaving).
        await visitAllInApp(page, [{ visit: '/dashboard', expected: { path: '/dashboard', name: 'dashboard--its' } }]);

        expect([...misses, ...toolMisses]).toEqual([]);
        expect([...lane.forwarded].sort()).toEqual(
          salesTools
            .filter((tool) => tool.users.includes(role))
            .map((tool) => tool.url)
            .sort(),
        );
      } finally {
        giveBack(lane);
      }
      // The time counts from the queue for a tab: generous, so a busy machine does not fail the sweep.
    },
    180_000,
  );
});
