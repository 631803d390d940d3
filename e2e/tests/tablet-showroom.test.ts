import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';
import { longPress, swipe, TABLETS, tabletPage, tapTargetProblems } from '../support/touch';

const detailHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The middle of the style detail's large picture, where a finger swipes. */
const pictureMiddle = async (page: Page) => {
  const box = await page.getByTestId('showroom-detail-image').boundingBox();
  if (!box) throw new Error('the style picture is not shown');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** A finger moving dx, dy across the picture, through its middle. */
const swipeBy = async (page: Page, dx: number, dy: number) => {
  const middle = await pictureMiddle(page);
  await swipe(page, { x: middle.x - dx / 2, y: middle.y - dy / 2 }, { x: middle.x + dx / 2, y: middle.y + dy / 2 });
};

/** Issue 27: the showroom and the conference sites on a buyer's tablet, driven by taps and swipes. */
describe.each(TABLETS)('showroom and conference on a $width×$height tablet', (viewport) => {
  const browser = useBrowser();

  it('taps from the showroom site to a style, steps by swipe, and every tap target is at least 24 px', async () => {
    const page = await tabletPage(browser, viewport);
    await logIn(page, 'user@stride.demo');
    await page.goto('/showroom/spring26');
    const showroom = page.getByRole('link', { name: /Spring 2026 Footwear Showroom/ });
    await showroom.waitFor();
    expect.soft(await tapTargetProblems(page), 'showroom site').toEqual([]);

    await showroom.tap();
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link').first().waitFor();
    expect.soft(await tapTargetProblems(page), 'showroom start').toEqual([]);
    await categories.getByRole('link').first().tap();
    await page.waitForURL(/\/showroom\/divider\//);
    await page.getByRole('listitem').first().getByRole('link').waitFor();
    expect.soft(await tapTargetProblems(page), 'category divider').toEqual([]);

    await page.getByRole('listitem').first().getByRole('link').tap();
    await page.waitForURL(/\/showroom\/detail\/[A-Z0-9]+_[A-Z0-9]+$/);
    await page.getByTestId('showroom-detail-image').waitFor();
    expect.soft(await tapTargetProblems(page), 'style detail').toEqual([]);
    const first = await detailHeading(page).textContent();

    // A finger moving left across the picture shows the next style, moving right the one before.
    await swipeBy(page, -300, 20);
    await expect.poll(() => detailHeading(page).textContent()).not.toBe(first);
    const second = await detailHeading(page).textContent();
    await swipeBy(page, 300, -20);
    await expect.poll(() => detailHeading(page).textContent()).toBe(first);

    // Too short, or mostly up and down (a scroll), is no swipe.
    await swipeBy(page, -30, 0);
    await swipeBy(page, -120, 300);
    await page.waitForTimeout(300);
    expect(await detailHeading(page).textContent()).toBe(first);

    // An icon's tooltip, on a mouse shown by hovering, shows on a touch screen by a long press.
    const refresh = await page.getByRole('button', { name: 'Refresh' }).boundingBox();
    if (!refresh) throw new Error('no refresh button');
    await longPress(page, { x: refresh.x + refresh.width / 2, y: refresh.y + refresh.height / 2 });
    await page.getByRole('tooltip', { name: 'Clear the kept showroom data and read it again' }).waitFor();

    // The side buttons do the same for a tap (and a keyboard).
    await page.getByRole('button', { name: 'Next style' }).tap();
    await expect.poll(() => detailHeading(page).textContent()).toBe(second);
    await page.getByRole('button', { name: 'Previous style' }).tap();
    await expect.poll(() => detailHeading(page).textContent()).toBe(first);
  });

  it('taps between the conference tabs, every tap target at least 24 px, editing tools included', async () => {
    const page = await tabletPage(browser, viewport);
    await logIn(page, 'senior-editor@stride.demo');
    await page.goto('/global/conference/spring26/landing');
    await page.getByRole('heading', { name: 'Spring 2026', level: 1 }).waitFor();
    await page.getByTestId('conference-item-welcome').first().waitFor();
    // The editor's tools sit on every item: icons a finger must hit too.
    await page.getByRole('button', { name: 'Edit', exact: true }).first().waitFor();
    expect.soft(await tapTargetProblems(page), 'conference home').toEqual([]);

    const tabs = page.getByRole('tablist', { name: 'Conference pages' });
    await tabs.getByRole('tab', { name: 'Sessions' }).tap();
    await page.waitForURL('**/global/conference/spring26/sessions');
    await page.getByTestId('conference-session').first().waitFor();
    expect.soft(await tapTargetProblems(page), 'conference sessions').toEqual([]);

    await tabs.getByRole('tab', { name: 'Dashboard' }).tap();
    await page.waitForURL('**/global/conference/spring26/dashboard');
    await page.getByTestId('conference-ad').first().waitFor();
    expect.soft(await tapTargetProblems(page), 'conference dashboard').toEqual([]);
  });
});
