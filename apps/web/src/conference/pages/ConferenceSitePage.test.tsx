// @vitest-environment jsdom
import type { ConferenceSiteContent, Permission, User } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { RouteGuard } from '../../shared/routing/RouteGuard';
import { sessionStore } from '../../shared/session/session-store';
import { conferenceRoutes } from '../conference-routes';

const content: ConferenceSiteContent = {
  site: 'spring26',
  welcome: [
    {
      _id: 'w1',
      site: 'spring26',
      kind: 'welcome',
      title: 'Welcome to Spring 2026',
      body: 'Three days of the new line.',
      imageUrl: null,
      picture: null,
      pictureUrl: null,
      groups: [],
      link: null,
      startsAt: null,
      endsAt: null,
      room: null,
      speaker: null,
      location: null,
      openingDate: null,
      sortOrder: 0,
      modifiedDate: '2026-01-01T00:00:00.000Z',
    },
  ],
  marketing: [],
  catalogs: [],
  retail: [],
};

const stubApi = () => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (/^\/api\/conference\/\w+$/.test(url)) return Response.json(content);
      return Response.json([]);
    }),
  );
  return calls;
};

const signInAs = (
  flags: { asian: boolean; domestic: boolean; international: boolean },
  role: Permission['role'] = 'user',
) => {
  const permissions: Permission[] = [{ domain: 'conference', role, scopes: { conferenceGroups: ['Domestic'] } }];
  sessionStore.set({
    state: 'loggedIn',
    checked: true,
    user: { _id: 'u1', name: 'Maya', permissions, conferenceAccess: flags } as unknown as User,
  });
};

const Where = () => <span data-testid="where">{useLocation().pathname}</span>;

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {conferenceRoutes.map((route) => (
            <Route
              key={route.name}
              path={route.path}
              element={
                <RouteGuard route={route}>
                  <route.component />
                </RouteGuard>
              }
            />
          ))}
          <Route path="/dashboard" element={<p>Default page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const tabLabels = async () =>
  within(await screen.findByRole('tablist', { name: 'Conference pages' }, { timeout: 5_000 }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noFlags = { asian: false, domestic: false, international: false };
const domestic = { ...noFlags, domestic: true };

describe('conference microsites (spec part 1 §2)', { timeout: 20_000 }, () => {
  it('shows Spring23 exactly its tabs, in order', async () => {
    stubApi();
    signInAs(noFlags);
    renderAt('/global/conference/spring23/welcome');
    expect(await tabLabels()).toEqual([
      'Welcome',
      'Advertising',
      'Categories',
      'Retail Openings',
      'Marketing',
      'DTC Catalog',
    ]);
    expect(await screen.findByRole('heading', { name: 'Spring 2023', level: 1 })).toBeTruthy();
  });

  it('names the Fall23 catalogs and retail tabs as the spec does, and Spring24 has its five', async () => {
    stubApi();
    signInAs(domestic);
    renderAt('/global/conference/fall23/welcome');
    expect(await tabLabels()).toEqual([
      'Welcome',
      'Categories',
      'Advertising',
      'Marketing',
      'DTC Catalogs',
      'Retail Openings',
    ]);
    cleanup();
    renderAt('/global/conference/spring24/welcome');
    expect(await tabLabels()).toEqual(['Welcome', 'Categories', 'Ads', 'Sessions', 'Marketing']);
  });

  it('opens a site root on its first tab, and Spring23 advertising with its Retail tab', async () => {
    stubApi();
    signInAs(domestic);
    renderAt('/global/conference/fall24');
    expect(await screen.findByTestId('conference-fall24-categories')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/global/conference/fall24/categories');
    cleanup();
    renderAt('/global/conference/spring23/advertising');
    expect(await screen.findByTestId('conference-section-Retail')).toBeTruthy();
    expect(screen.getByTestId('conference-section-Marketing').getAttribute('aria-selected')).toBe('true');
  });

  it('goes from /global/conference to Spring26, whose landing loads the data first', async () => {
    const calls = stubApi();
    signInAs(domestic);
    renderAt('/global/conference');
    expect(await screen.findByText('Welcome to Spring 2026')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/global/conference/spring26/landing');
    expect(calls).toContain('/api/conference/spring26');
    expect(await tabLabels()).toEqual(['Home', 'Categories', 'Dashboard', 'Ads', 'Sessions']);
  });

  it('sends a landing without loaded data to load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    signInAs(domestic);
    renderAt('/global/conference/fall25/landing');
    expect(await screen.findByTestId('conference-loading')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/global/conference/fall25/load');
  });

  it('keeps the dashboard parts from a user without a conference-access flag: the tabs are hidden and the URL goes to the root', async () => {
    stubApi();
    signInAs(noFlags);
    renderAt('/global/conference/spring26/categories');
    expect(await tabLabels()).toEqual(['Home', 'Categories']);
    cleanup();
    renderAt('/global/conference/spring26/dashboard');
    expect(await screen.findByText('Default page')).toBeTruthy();
    cleanup();
    renderAt('/global/conference/spring24/sessions');
    expect(await screen.findByText('Default page')).toBeTruthy();
  });

  it('lets an editor add a marketing item in place; the form sends what the server checks', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST' && url === '/api/conference/spring23/items') {
          posted.push(JSON.parse(String(init.body)));
          return Response.json({ ...content.welcome[0], _id: 'm1', kind: 'marketing', title: 'Window kit' });
        }
        return Response.json({ ...content, site: 'spring23' });
      }),
    );
    signInAs(noFlags, 'editor');
    renderAt('/global/conference/spring23/marketing');
    fireEvent.click(await screen.findByTestId('conference-add'));
    const dialog = await screen.findByRole('dialog', { name: 'New marketing item' });
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Window kit' } });
    fireEvent.change(within(dialog).getByLabelText(/Link/), { target: { value: 'https://brand.example/kit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      kind: 'marketing',
      title: 'Window kit',
      link: 'https://brand.example/kit',
      startsAt: null,
    });
  });

  it('offers no editing to a plain member', async () => {
    stubApi();
    signInAs(domestic);
    renderAt('/global/conference/spring23/marketing');
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(screen.queryByTestId('conference-add')).toBeNull();
  });
});
