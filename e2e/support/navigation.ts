import type { Page } from 'playwright-core';

/**
 * Client-side navigation for browser tests. After the first page load, a test can move the app as an
 * in-app link would: the address is pushed with a history entry shaped like React Router's own, and
 * a popstate tells the router, which follows it as it follows the back button. A page load costs
 * about a second; this, a render. One visit is a list of one.
 */

/** What the app shows: its address (path and query) and the name of the route its page carries. */
type Shown = { path: string; name: string | null };

/**
 * One move: the address visited and where the app should then be. An expected name of null asks for
 * the address only (the dashboard: its address always shows it), so the next move need not wait for
 * that page to draw and may interrupt it.
 */
export type Visit = { visit: string; expected: Shown };
export type Miss = Visit & { shown: Shown };

/**
 * Visits every address in turn inside the page (one round trip for the whole list) and answers the
 * visits that did not end where expected within `timeoutMs`, each with what the app showed instead;
 * after a first miss the others get a second each, so a broken app is reported, not timed out.
 * A page that opened carries `data-route-name`; the innermost one is the page's.
 */
export const visitAllInApp = (page: Page, visits: readonly Visit[], timeoutMs = 10_000): Promise<Miss[]> =>
  page.evaluate(
    async ({ visits, timeoutMs }) => {
      const shown = () => {
        const named = document.querySelectorAll('[data-route-name]');
        return {
          path: `${window.location.pathname}${window.location.search}`,
          name: named[named.length - 1]?.getAttribute('data-route-name') ?? null,
        };
      };
      const arrived = (expected: { path: string; name: string | null }) =>
        `${window.location.pathname}${window.location.search}` === expected.path &&
        (expected.name === null || document.querySelector(`[data-route-name="${expected.name}"]`) !== null);
      const misses = [];
      let patience = timeoutMs;
      for (const { visit, expected } of visits) {
        const state = {
          usr: null,
          key: Math.random().toString(36).slice(2, 10),
          idx: (window.history.state?.idx ?? 0) + 1,
        };
        window.history.pushState(state, '', visit);
        window.dispatchEvent(new PopStateEvent('popstate', { state }));
        const deadline = Date.now() + patience;
        while (!arrived(expected) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
        if (!arrived(expected)) {
          misses.push({ visit, expected, shown: shown() });
          patience = Math.min(patience, 1_000);
        }
      }
      return misses;
    },
    { visits, timeoutMs },
  );
