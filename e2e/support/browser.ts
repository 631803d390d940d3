import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { DEMO_PASSWORD, sessionCookies } from './api';

export { DEMO_PASSWORD };

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type PageOptions = {
  locale?: string;
  viewport?: { width: number; height: number };
  userAgent?: string;
  hasTouch?: boolean;
  isMobile?: boolean;
};

/**
 * Playwright's own Blink settings (a touch-less pointer), plus no images: for tests about where
 * pages lead, not what they show, pictures are only work for both cores.
 */
const withoutImages =
  '--blink-settings=imagesEnabled=false,primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4';

/** One Chromium per set of launch arguments, shared by every file of the run (files share modules). */
const browsers = new Map<string, Promise<Browser>>();
const browserWith = (args: string[]) => {
  const key = args.join(' ');
  let browser = browsers.get(key);
  if (!browser) {
    browser = chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args });
    browsers.set(key, browser);
  }
  return browser;
};

/** A context with the page its test used, kept open. */
type Tab = { context: BrowserContext; page: Page; poolKey: string };

/**
 * Tabs finished tests left behind, wiped, by browser and page options. The next test's page
 * loads the app in a renderer that already compiled it: a first load in a fresh tab costs more
 * than a second of this machine's time, a load in a used one a few tenths.
 */
const idleTabs = new Map<string, Tab[]>();

/** Events tests listen to on a page; their listeners go with the test. */
const testEvents = ['request', 'response', 'dialog', 'console', 'download', 'popup', 'pageerror'] as const;

/**
 * Wipes what a test could have left in a tab (other pages, listeners, routes, cookies, storage,
 * offline mode, permissions) and keeps it for reuse; a tab that cannot be wiped, or whose page
 * registered a service worker (the showroom's offline mode), is closed instead.
 */
const releaseTab = async ({ context, page, poolKey }: Tab) => {
  try {
    await Promise.all(
      context
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    );
    const kept = page.isClosed() ? await context.newPage() : page;
    for (const event of testEvents) kept.removeAllListeners(event);
    await kept.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await context.clearCookies();
    await context.clearPermissions();
    await kept.goto('/healthz', { timeout: 5_000 });
    const wiped = await kept.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      for (const name of await caches.keys()) await caches.delete(name);
      return (await navigator.serviceWorker.getRegistrations()).length === 0;
    });
    if (!wiped || context.serviceWorkers().length > 0) throw new Error('a service worker is registered');
    idleTabs.set(poolKey, [...(idleTabs.get(poolKey) ?? []), { context, page: kept, poolKey }]);
  } catch {
    await context.close().catch(() => {});
  }
};

/**
 * Pages for a test file. Each page has a context of its own (cookies, storage): a tab wiped after
 * an earlier test when there is one, else a new one. `images: false` loads no pictures at all.
 * Tabs opened during a test are released after it, others after the file.
 */
export const useBrowser = (options: { images?: boolean } = {}) => {
  const args = options.images === false ? [...chromiumArgs, withoutImages] : chromiumArgs;
  const openedInTest: Tab[] = [];
  const openedInFile: Tab[] = [];
  let inTest = false;
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await Promise.all(openedInTest.splice(0).map(releaseTab));
  });
  afterAll(async () => {
    await Promise.all(openedInFile.splice(0).map(releaseTab));
  });
  return {
    baseUrl: () => inject('baseUrl'),
    newPage: async (pageOptions: PageOptions = {}): Promise<Page> => {
      const poolKey = JSON.stringify([args, pageOptions]);
      const tab = idleTabs.get(poolKey)?.pop() ?? (await newTab(await browserWith(args), pageOptions, poolKey));
      (inTest ? openedInTest : openedInFile).push(tab);
      return tab.page;
    },
  };
};

const newTab = async (browser: Browser, options: PageOptions, poolKey: string): Promise<Tab> => {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1440, height: 900 },
    userAgent: options.userAgent,
    hasTouch: options.hasTouch,
    isMobile: options.isMobile,
    // The app honours reduced motion (no transitions): steps wait for no animation to settle.
    reducedMotion: 'reduce',
  });
  // Fail a missing element well before the test's own timeout, with Playwright's call log.
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage(), poolKey };
};

/** Fills and submits the login dialog already on the page; the outcome is the caller's to check. */
export const submitLogin = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  const dialog = page.getByRole('dialog', { name: 'Log in to Stride' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
};

const welcome = (page: Page) => page.getByRole('heading', { name: /Welcome back/ }).waitFor();

/** Logs in through the dashboard's login dialog, as a person would. */
export const logInWithDialog = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/dashboard');
  await submitLogin(page, email, password);
  await welcome(page);
};

/**
 * Signs in through POST /api/users/session and opens the dashboard with that session: the
 * dialog's own flow is tested where it matters (login, password reset), and skipping it saves
 * about two seconds a test.
 */
export const logIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  const cookies = await sessionCookies(email, password);
  await page
    .context()
    .addCookies(
      cookies.map((cookie) => ({ ...cookie, url: inject('baseUrl'), httpOnly: true, sameSite: 'Lax' as const })),
    );
  await page.goto('/dashboard');
  await welcome(page);
};

/** The page's session cookie as a Cookie header, to ask the server later whether that session still lives. */
export const sessionCookie = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'stride_session');
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
};

/** Status of GET /api/users/ping asked from inside the page (with whatever cookie the browser holds). */
export const pingFromPage = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/users/ping', { credentials: 'include' })).status);

/** On the Users screen: finds a person by e-mail and opens the user editor. */
export const openUser = async (page: Page, email: string) => {
  await page.getByRole('textbox', { name: 'Search by name, e-mail or code' }).fill(email);
  await page.getByTestId('user-row').filter({ hasText: email }).click();
  return page.getByRole('form', { name: 'Edit user' });
};
