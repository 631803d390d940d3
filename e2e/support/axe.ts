import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core in the page, against WCAG 2.1 A and AA. The script goes in through the DevTools protocol,
 * as Playwright's evaluate does: the app's Content-Security-Policy forbids inline scripts, as it should.
 */
const axeSource = axe.source;

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One failed rule on one screen: what axe calls it and the elements it failed on. */
export type AxeFinding = { where: string; rule: string; impact: string; targets: string[]; summary: string };

type AxeResult = {
  violations: {
    id: string;
    impact: string | null;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
};

/**
 * The serious and critical violations on the page as it is now: in the parts `include` names (all of
 * it when none), leaving out those `exclude` names (the app bar, the same on every page of one person).
 */
export const axeFindings = async (
  page: Page,
  where: string,
  { include = [], exclude = [] }: { include?: string[]; exclude?: string[] } = {},
): Promise<AxeFinding[]> => {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const result = await page.evaluate(
    ({ tags, include, exclude }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
      // axe refuses a context whose selectors match nothing.
      const present = (selectors: string[]) =>
        selectors.filter((selector) => document.querySelector(selector) !== null).map((selector) => [selector]);
      const included = present(include);
      // A scope that finds nothing would have axe check the whole page instead.
      if (include.length > 0 && included.length === 0) throw new Error(`nothing matches ${include.join(', ')}`);
      const context = { ...(include.length > 0 ? { include: included } : {}), exclude: present(exclude) };
      return axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
    },
    { tags: wcag21aa, include, exclude },
  );
  return (result as AxeResult).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
    }));
};

/**
 * Waits until the page has drawn its data: the innermost route has opened and no loading bar or grid
 * overlay is left (a page that never settles is checked as it is after `timeoutMs`).
 */
export const settled = (page: Page, timeoutMs = 10_000) =>
  page.evaluate(async (timeoutMs) => {
    const busy = () =>
      document.querySelector('[data-route-name]') === null ||
      document.querySelector('[role="progressbar"], .ag-overlay-loading-wrapper, .MuiSkeleton-root') !== null;
    const deadline = Date.now() + timeoutMs;
    let quietSince = busy() ? 0 : Date.now();
    // Quiet for a little while: a page that loads in two steps shows a bar between them.
    while (Date.now() < deadline && (quietSince === 0 || Date.now() - quietSince < 150)) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      if (busy()) quietSince = 0;
      else if (quietSince === 0) quietSince = Date.now();
    }
  }, timeoutMs);
