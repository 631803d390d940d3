// @vitest-environment jsdom
import type { DashboardFeed, Permission, User } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeTable } from '../../app/route-table';
import { initI18n } from '../../i18n/i18n';
import { RouteTableContext } from '../../shared/routing/route-table-context';
import { sessionStore } from '../../shared/session/session-store';
import { WhatsNewFeed } from './WhatsNewFeed';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.set({ user: null, state: 'loggedOut' });
});

const card = (
  item: Partial<DashboardFeed['items'][number]> & Pick<DashboardFeed['items'][number], 'kind' | 'title' | 'link'>,
) => ({
  id: item.title,
  detail: null,
  date: '2027-01-10T09:00:00.000Z',
  isNew: false,
  starred: false,
  ...item,
});

const Path = () => <output data-testid="path">{useLocation().pathname}</output>;

const renderFeed = (permissions: Permission[], feed: DashboardFeed) => {
  // The route table also asks for the sales tools (none here).
  const fetch = vi.fn(async (url: string) => Response.json(url === '/api/dashboard/feed' ? feed : []));
  vi.stubGlobal('fetch', fetch);
  sessionStore.set({ user: { permissions, userTBEs: [] } as unknown as User, state: 'loggedIn', checked: true });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouteTableContext value={routeTable}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <WhatsNewFeed />
          <Path />
        </MemoryRouter>
      </RouteTableContext>
    </QueryClientProvider>,
  );
  return fetch;
};

describe('the dashboard’s "New for you" feed', () => {
  it('shows each card with its kind, marks and link, and leaves out one whose screen the person cannot open', async () => {
    renderFeed([{ domain: 'productAssortments', role: 'user' }], {
      since: '2027-01-09T17:00:00.000Z',
      items: [
        card({
          kind: 'seasonLive',
          title: 'Fall 2027',
          detail: 'Wholesale',
          link: '/product/libraries/internal/seasons-wholesale',
        }),
        card({
          kind: 'assortment',
          title: 'Key Styles',
          detail: 'Harbor Shoes',
          isNew: true,
          starred: true,
          link: '/product/assortments/assortment/2f1c0a3e-4b5d-4c6e-8f70-8192a3b4c5d6/manage',
        }),
        card({
          kind: 'document',
          title: 'Key Styles linesheet',
          detail: 'PDF',
          link: '/product/assortments/documents',
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'New for you' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Your assortment');
    expect(cards[0]!.textContent).toContain('New');
    expect(within(cards[0]!).getByLabelText('Starred')).toBeTruthy();
    expect(cards[0]!.textContent).toContain('Harbor Shoes');
    expect(cards[1]!.textContent).toContain('Your document');
    expect(cards[1]!.textContent).not.toContain('New');
    expect(section.textContent).not.toContain('Fall 2027');
    expect(section.textContent).toContain('changed since your last visit');

    fireEvent.click(within(cards[0]!).getByRole('link'));
    expect(screen.getByTestId('path').textContent).toBe(
      '/product/assortments/assortment/2f1c0a3e-4b5d-4c6e-8f70-8192a3b4c5d6/manage',
    );
  });

  it('says so when there is nothing new', async () => {
    renderFeed([{ domain: 'productAssortments', role: 'user' }], { since: null, items: [] });
    expect(await screen.findByText('Nothing new for you right now.')).toBeTruthy();
  });
});
