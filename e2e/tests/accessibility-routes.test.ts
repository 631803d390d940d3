import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AxeFinding, axeFindings, settled } from '../support/axe';
import { logIn, useBrowser } from '../support/browser';
import { lanePool } from '../support/lanes';
import { screensOf } from './accessibility-routes';

/**
 * Issue 27: every screen each demo person can open is clean under axe (WCAG 2.1 A and AA), with no
 * serious or critical violation. One person per access profile the screens tell apart: the six of
 * routes-by-role-people.ts, and the approver, whose promo screens show the review. A screen someone
 * may not open sends them to the dashboard, checked once.
 */
const people = ['user', 'senior-editor', 'admin', 'admin-editor', 'approver', 'coordinator', 'distributor'];

/** The page's address once a move settled: where it led, which may be elsewhere than the address asked for. */
const moveInApp = async (page: Page, address: string) => {
  await page.evaluate((address) => {
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (history.state?.idx ?? 0) + 1 };
    history.pushState(state, '', address);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, address);
  await settled(page);
  return page.evaluate(() => `${location.pathname}${location.search}`);
};

/** Checks every screen of the person signed in on `page`; the app bar is checked on the first only. */
const sweep = async (page: Page, person: string) => {
  const findings: AxeFinding[] = [];
  const checked = new Set<string>();
  for (const screen of await screensOf(page)) {
    const shown = await moveInApp(page, screen);
    if (checked.has(shown)) continue;
    checked.add(shown);
    findings.push(
      ...(await axeFindings(page, `${person} ${shown}`, { exclude: checked.size > 1 ? ['.MuiAppBar-root'] : [] })),
    );
  }
  return { findings, checked: checked.size };
};

describe.concurrent('accessibility of every screen', () => {
  const browser = useBrowser({ images: false });
  const lanes = lanePool<Page>();

  beforeAll(async () => {
    for (let index = 0; index < 2; index++) lanes.add(await browser.newPage());
  });

  it.each(people)(
    'shows %s every screen without a serious or critical axe violation',
    (person) =>
      lanes.on(async (page) => {
        await page.context().clearCookies();
        await logIn(page, `${person}@stride.demo`);
        const { findings, checked } = await sweep(page, person);
        // Leave the last page (an internal grid gives its edit lock back on leaving).
        await moveInApp(page, '/dashboard');
        expect(findings).toEqual([]);
        expect(checked).toBeGreaterThan(5);
      }),
    300_000,
  );
});
