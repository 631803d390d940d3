import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { logIn, useBrowser } from '../support/browser';
import { lanePool } from '../support/lanes';
import { type Miss, type Visit, visitAllInApp } from '../support/navigation';
import { type Role, swept } from './routes-by-role-people';
import { DASHBOARD, type Ids, type Plans, type Season, salesTools, sweepRows, visitsOf } from './routes-by-role-routes';

/**
 * Issue 11 "done when": every route of the internal assortments, seasons, internal library, showroom,
 * conference, prototypes and Sales tools opens for the right roles and sends the others where the
 * app sends people who may not open it (the dashboard), plus the spec's own redirects (part 1 §2, §6).
 *
 * The expectations are written from the spec and the demo people's permissions
 * (apps/server/src/seed/demo-users.ts), not from the access rules the app runs: who holds what is
 * spelled out in routes-by-role-people.ts, one list per kind of access, and where each route takes
 * them in routes-by-role-routes.ts.
 */

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
  /** A tab and the tool addresses it was forwarded to. */
  type Lane = { page: Page; forwarded: string[] };
  const lanes = lanePool<Lane>();

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
      lanes.add(lane);
    }
  });

  it.each(swept)(
    'takes %s where the spec says, route by route',
    (role) =>
      lanes.on(async (lane) => {
        const { page } = lane;
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
      }),
    // The time counts from the queue for a tab: generous, so a busy machine does not fail the sweep.
    180_000,
  );
});
