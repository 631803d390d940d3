import type { Page } from 'playwright-core';

/**
 * Touch on tablets: the two sizes Stride supports, tap targets measured against WCAG 2.5.8, and
 * a real finger swipe and long press (Playwright's touchscreen only taps).
 */

/** The tablets of issue 27: a 10" in landscape and a 12.9" in landscape. */
export const TABLETS = [
  { width: 1024, height: 768 },
  { width: 1366, height: 1024 },
] as const;

/** A page on a tablet of that size: a touch screen (taps, touch events), landscape. */
export const tabletPage = (
  browser: { newPage: (options: object) => Promise<Page> },
  viewport: (typeof TABLETS)[number],
) => browser.newPage({ hasTouch: true, isMobile: false, viewport });

/** WCAG 2.5.8 (Target Size, Minimum): a pointer target is at least 24 by 24 CSS pixels. */
const MIN_TARGET_PX = 24;

const TARGETS = [
  'button',
  'a[href]',
  'input',
  'select',
  '[role=button]',
  '[role=tab]',
  '[role=menuitem]',
  '[role=checkbox]',
  '[role=option]',
  '[tabindex="0"]',
].join(',');

/**
 * What a finger cannot tap well on the page: targets smaller than 24 px either way, described as
 * `button "Close" 20×20`, and targets laid out but see-through (opacity 0: shown on mouse hover
 * only), described as `button "Edit" hover only`. Exempt as WCAG allows: links inside running text
 * (a <p>), and AG Grid's cells (the grid's row height, not a button size, makes them). No targets:
 * hidden helpers (aria-hidden, the native input behind an MUI select), focus guards of dialogs and
 * grids (no area to tap), disabled controls.
 */
export const tapTargetProblems = (page: Page) =>
  page.evaluate(
    ({ selector, min }) => {
      const exempt = (element: Element) =>
        (element.matches('a') && element.closest('p') !== null) ||
        element.matches('.ag-cell, .ag-header-cell, [role=gridcell], [role=columnheader]') ||
        element.closest('[aria-hidden="true"]') !== null ||
        element.matches(':disabled, [aria-disabled="true"], input[type=hidden]');
      const shown = (element: Element) => {
        const style = getComputedStyle(element);
        return style.visibility !== 'hidden' && style.display !== 'none' && element.getClientRects().length > 0;
      };
      // MUI draws a checkbox or switch in the native input's parent and leaves the input see-through.
      const seeThrough = (element: Element) => {
        for (let at = element.matches('input') ? element.parentElement : element; at; at = at.parentElement) {
          if (getComputedStyle(at).opacity === '0') return true;
        }
        return false;
      };
      const describe = (element: Element, problem: string) => {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        return `${role} "${name}" ${problem}`;
      };
      return [...document.querySelectorAll(selector)]
        .filter((element) => shown(element) && !exempt(element))
        .flatMap((element) => {
          const { width, height } = element.getBoundingClientRect();
          if (width === 0 || height === 0) return [];
          if (seeThrough(element)) return [describe(element, 'hover only')];
          // Half a pixel of rounding (23.5 px from fractional layout) still meets the minimum.
          const small = width + 0.5 < min || height + 0.5 < min;
          return small ? [describe(element, `${Math.round(width)}×${Math.round(height)}`)] : [];
        });
    },
    { selector: TARGETS, min: MIN_TARGET_PX },
  );

type Point = { x: number; y: number };

/** Touch events through Chrome's input pipeline, so the page sees them as from a real screen (touch-action included). */
const touchInput = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  return {
    touch: (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points }),
    done: () => cdp.detach(),
  };
};

/** A finger held on `at` for `ms` (a long press: how a touch screen shows a tooltip). */
export const longPress = async (page: Page, at: Point, ms = 1_000) => {
  const { touch, done } = await touchInput(page);
  await touch('touchStart', [at]);
  await page.waitForTimeout(ms);
  await touch('touchEnd', []);
  await done();
};

/** A one-finger swipe from `from` to `to` in a few steps. */
export const swipe = async (page: Page, from: Point, to: Point, steps = 5) => {
  const { touch, done } = await touchInput(page);
  await touch('touchStart', [from]);
  for (let step = 1; step <= steps; step++) {
    const ratio = step / steps;
    await touch('touchMove', [{ x: from.x + (to.x - from.x) * ratio, y: from.y + (to.y - from.y) * ratio }]);
  }
  await touch('touchEnd', []);
  await done();
};
