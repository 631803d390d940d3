import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Keyboard-only driving for browser tests: moving focus with Tab until it reaches a control a
 * person would name, and checking that a sighted keyboard user can see where focus is.
 */

/** A role as Playwright's getByRole takes it. */
type Role = Parameters<Page['getByRole']>[0];

type TabOptions = {
  /** Presses allowed before giving up: a control further away than this is, for a keyboard user, lost. */
  max?: number;
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
  /** Exact name match (Playwright's `exact`); a string name otherwise matches as a substring. */
  exact?: boolean;
};

/** A short description of the focused element, for failure messages. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return `${role} "${label}"`;
  });

/** Whether focus is on one of the elements `getByRole(role, { name })` finds. */
const isFocused = (page: Page, role: Role, name: string | RegExp, exact = false) =>
  page
    .getByRole(role, { name, exact })
    .evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/**
 * Presses Tab (or Shift+Tab) until focus is on the element of that role and name (none when it is
 * there already), and fails with the path focus took when it is not reached within `max` presses.
 * Answers the presses it took.
 */
export const tabTo = async (page: Page, role: Role, name: string | RegExp, options: TabOptions = {}) => {
  const { max = 40, backwards = false, exact = false } = options;
  if (await isFocused(page, role, name, exact)) return 0;
  const path: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(page, role, name, exact)) return presses;
    path.push(await describeFocus(page));
  }
  throw new Error(
    `${role} "${name}" not reached with ${max} × ${backwards ? 'Shift+Tab' : 'Tab'}; focus went: ${path.join(' → ')}`,
  );
};

/** Fails unless focus is on the element of that role and name. */
export const expectFocusOn = async (page: Page, role: Role, name: string | RegExp, exact = false) => {
  await expect
    .poll(() => isFocused(page, role, name, exact), {
      message: `focus should be on ${role} "${name}"`,
      timeout: 5_000,
    })
    .toBe(true);
};

/**
 * Fails unless focus is inside the element (a dialog, a panel), or on the modal container that
 * wraps it (a presentation element where MUI puts focus as a dialog opens: the next Tab goes into it).
 */
export const expectFocusInside = async (element: Locator) => {
  await expect
    .poll(
      () =>
        element.evaluate((inside) => {
          const focused = document.activeElement;
          if (!focused) return false;
          return (
            inside.contains(focused) || (focused.getAttribute('role') === 'presentation' && focused.contains(inside))
          );
        }),
      { message: `focus should be inside ${element}`, timeout: 5_000 },
    )
    .toBe(true);
};

/**
 * How the focused element shows its focus, or null when nothing shows it: an outline or a focus
 * ring (box-shadow) on it, MUI's focus-visible ripple on a button, the focused border of an MUI
 * field, or AG Grid's focused-cell border.
 */
const focusIndicator = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) return 'outline';
    if (style.boxShadow !== 'none') return 'box-shadow';
    if (element.classList.contains('Mui-focusVisible')) return 'focus ripple';
    if (element.closest('.Mui-focused')) return 'focused field border';
    if (element.closest('.ag-cell-focus, .ag-header-cell.ag-focus-managed:focus-visible')) return 'grid cell border';
    return null;
  });

/** Fails unless a sighted keyboard user can see which element has focus. */
export const expectFocusVisible = async (page: Page) => {
  await expect
    .poll(() => focusIndicator(page), {
      message: `focus on ${await describeFocus(page)} should be visible`,
      timeout: 2_000,
    })
    .not.toBeNull();
};

/**
 * Tabs into a grid (AG Grid): the grid is one stop of the Tab order, which lands on a column header;
 * arrow keys move inside it (see `arrowToColumn`).
 */
export const tabIntoGrid = async (page: Page, grid: Locator, max = 40) => {
  const path: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await grid.evaluate((element) => element.contains(document.activeElement))) return;
    path.push(await describeFocus(page));
  }
  throw new Error(`the grid was not reached with ${max} × Tab; focus went: ${path.join(' → ')}`);
};

/** The column (AG Grid's col-id) of the focused cell or header. */
const focusedColumn = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[col-id]')?.getAttribute('col-id') ?? null);

/** Moves focus along the grid's row (or header row) with ArrowRight until it is on the column `colId`. */
export const arrowToColumn = async (page: Page, colId: string, max = 30) => {
  for (let presses = 0; presses < max; presses++) {
    if ((await focusedColumn(page)) === colId) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`column ${colId} not reached with ${max} × ArrowRight; focus is on ${await describeFocus(page)}`);
};
