import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled } from '../support/axe';
import { logIn, useBrowser } from '../support/browser';
import { firstAssortmentId, firstOrderNumber } from '../support/first-row';
import { visitAllInApp } from '../support/navigation';
import { applyTextSpacing, reflowProblems } from '../support/reflow';

/**
 * Issue 27, WCAG 1.4.4, 1.4.10 and 1.4.12: the main screens at 200 % zoom of a 1280 px window (a
 * viewport 640 CSS px wide) with the text spacing a reader may force, stay usable: nothing scrolls
 * sideways but data grids, no label is cut off, no control covers another.
 */
const zoomed = { width: 640, height: 400 };

/** A list's first id, which the screens need: the demo gives each person one. */
const present = (id: string | undefined, what: string) => {
  if (id === undefined) throw new Error(`no ${what} to open`);
  return id;
};

/** The screens each person is checked on, with the ids of their own data. */
const screensOf: Record<string, (page: Page) => Promise<string[]>> = {
  user: async (page) => {
    const assortment = `/product/assortments/assortment/${present(await firstAssortmentId(page), 'assortment')}`;
    const order = present(await firstOrderNumber(page, 'samples/active-orders'), 'sample order');
    return [
      '/dashboard',
      '/product/libraries/products',
      '/product/assortments/all',
      `${assortment}/manage`,
      `${assortment}/export`,
      `${assortment}/sort`,
      '/orders/samples/active-orders',
      `/orders/samples/order/${order}`,
      '/advertising/libraries/assets',
      '/showroom/spring26',
      '/global/conference/spring26/landing',
    ];
  },
  rep: async (page) => [
    '/orders/wholesale/active',
    `/orders/wholesale/order/${present(await firstOrderNumber(page, 'wholesale/active'), 'wholesale order')}`,
  ],
  admin: async () => ['/admin/users'],
};

describe('zoom to 200 % and text spacing', () => {
  const browser = useBrowser({ images: false });

  it.each(Object.keys(screensOf))(
    'keeps the screens of %s readable and operable at 640 px with wide text spacing',
    async (person) => {
      const page = await browser.newPage({ viewport: zoomed });
      await logIn(page, `${person}@stride.demo`);
      await applyTextSpacing(page);
      const problems: string[] = [];
      for (const screen of (await screensOf[person]?.(page)) ?? []) {
        const missed = await visitAllInApp(page, [{ visit: screen, expected: { path: screen, name: null } }]);
        expect(missed).toEqual([]);
        await settled(page);
        problems.push(...(await reflowProblems(page)).map((problem) => `${screen}: ${problem}`));
      }
      // Leave the last page (a grid gives its edit lock back on leaving).
      await visitAllInApp(page, [{ visit: '/dashboard', expected: { path: '/dashboard', name: null } }]);
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it('notices a page that scrolls sideways, a label cut off and a control covering another', async () => {
    const page = await browser.newPage({ viewport: zoomed });
    await page.goto('/dashboard');
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '900px';
      wide.innerHTML = `
        <button style="width: 40px; overflow: hidden; white-space: nowrap">A label far too long</button>
        <button style="margin-left: -20px">Covering</button>`;
      document.body.append(wide);
    });
    const problems = await reflowProblems(page);
    expect(problems).toContainEqual(expect.stringContaining('the page scrolls sideways'));
    expect(problems).toContainEqual(expect.stringContaining('"A label far too long" is cut off'));
    expect(problems).toContainEqual(expect.stringContaining('"A label far too long" overlaps button "Covering"'));
  });
});
