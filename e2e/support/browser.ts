import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
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

/**
 * One Chromium per test file; each test gets a fresh context (cookies, storage) via newPage.
 * `images: false` loads no pictures at all.
 */
export const useBrowser = (options: { images?: boolean } = {}) => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const args = options.images === false ? [...chromiumArgs, withoutImages] : chromiumArgs;
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return {
    baseUrl: () => inject('baseUrl'),
    newPage: async (options: PageOptions = {}): Promise<Page> => {
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
      contexts.push(context);
      return context.newPage();
    },
  };
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
