// @vitest-environment jsdom
import type { Permission, User } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { sessionStore } from '../../shared/session/session-store';
import { StepTrainingButton } from './StepTrainingButton';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.set({ user: null, state: 'loggedOut' });
});

const file = (id: string) => ({
  _id: id,
  filename: `${id}.pdf`,
  usageType: 'Primary',
  contentType: 'application/pdf',
  state: 'Ready',
  thumbnail: null,
});
/** Two STEP assets as GET /api/assets answers them: the newest not seen yet. */
const assets = [
  {
    _id: 'a1',
    name: 'Selling the Trail Runner',
    assetType: 'Video',
    lang: 'en',
    season: 'Spring',
    year: 2027,
    seen: false,
  },
  { _id: 'a2', name: 'Fit guide', assetType: 'Document', lang: 'de', season: null, year: null, seen: true },
].map((asset) => ({
  ...asset,
  files: [file(`f-${asset._id}`)],
  primaryFile: { _id: `f-${asset._id}`, groups: [], thumbnail: null },
}));

const Path = () => {
  const location = useLocation();
  return <output data-testid="path">{`${location.pathname}${location.search}`}</output>;
};

const renderButton = (permissions: Permission[], entry = '/dashboard') => {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url.startsWith('/api/assets?')) return Response.json({ totalCount: 2, data: assets });
      return Response.json({ message: 'Success' });
    }),
  );
  sessionStore.set({ user: { permissions, userTBEs: [] } as unknown as User, state: 'loggedIn', checked: true });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <StepTrainingButton />
        <Path />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
};

describe('the dashboard’s STEP dialog', () => {
  it('counts the new assets, lists the newest with New marks, and flags one seen when it is previewed', async () => {
    const calls = renderButton([{ domain: 'stepTraining', role: 'user' }]);
    const button = await screen.findByRole('button', { name: /STEP training/ });
    await waitFor(() => expect(button.parentElement?.textContent).toContain('1'));
    expect(calls[0]?.url).toContain('libraryType=StepAsset');
    expect(calls[0]?.url).toContain('sort=-modifiedDate');

    fireEvent.click(button);
    expect(screen.getByTestId('path').textContent).toBe('/dashboard?dialog=step');
    const dialog = await screen.findByRole('dialog', { name: 'What’s new in STEP training' });
    const list = within(dialog).getByRole('list', { name: 'Latest STEP training assets' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Selling the Trail RunnerVideo · en · Spring 2027New',
      'Fit guideDocument · de',
    ]);

    fireEvent.click(items[0]!);
    await screen.findByRole('dialog', { name: /Selling the Trail Runner|f-a1\.pdf/ });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/userFlags')).toBe(true));
    const flag = calls.find((call) => call.url === '/api/userFlags');
    expect(JSON.parse(String(flag?.init?.body))).toEqual({ libraryType: 'StepAsset', assetId: 'a1', flag: 'seen' });
  });

  it('opens from a link (?dialog=step) and is absent for someone without STEP training', async () => {
    renderButton([{ domain: 'stepTraining', role: 'user' }], '/dashboard?dialog=step');
    expect(await screen.findByRole('dialog', { name: 'What’s new in STEP training' })).toBeTruthy();
    cleanup();
    renderButton([{ domain: 'products', role: 'user' }], '/dashboard?dialog=step');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /STEP training/ })).toBeNull();
  });
});
