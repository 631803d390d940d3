// @vitest-environment jsdom
import type { Permission, Sample, User } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { sessionStore } from '../../shared/session/session-store';
import { toasts } from '../../shared/toasts/toast-store';
import { useSampleEdits } from '../components/use-sample-edits';
import { SampleInventoryDefaultPage } from './SampleInventoryDefaultPage';
import { SampleInventoryPage } from './SampleInventoryPage';

const sample = (index: number): Sample => ({
  _id: `00000000-0000-4000-8000-00000000000${index}`,
  id: `00000000-0000-4000-8000-00000000000${index}`,
  library: 'Production',
  subtype: 'Production',
  division: 'RUN',
  style: `100${index}`,
  color: '001',
  status: 'Active',
  side: 'Left',
  size: '9',
  totalQty: 2,
  onHandQty: 2,
  bin: `B-0${index}`,
  moldNum: null,
  moldDate: null,
  gender: 'Mens',
  quantity: 3,
  shelf: null,
  region: null,
  aisle: null,
  direction: null,
  level: null,
  newBin: null,
  createdByUser: 'Maya Thompson',
  lastEditedByUser: 'Maya Thompson',
  createdDate: '2026-11-20T10:00:00.000Z',
  modifiedDate: '2026-11-20T10:00:00.000Z',
});

const grant = (libraries?: ('Production' | 'Sales')[]): Permission => ({
  domain: 'sampleInventory',
  role: 'user',
  ...(libraries ? { scopes: { libraries } } : {}),
});
const signInWith = (permissions: Permission[]) =>
  sessionStore.set({ user: { permissions, userTBEs: [] } as unknown as User, state: 'loggedIn', checked: true });

const Path = () => <output data-testid="path">{useLocation().pathname}</output>;
const wrapper = (entry: string) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
};

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.set({ user: null, state: 'loggedOut' });
});

// The first render of the grid and MUI takes seconds on a busy machine.
const PAGE_TEST = { timeout: 30_000 };
const SLOW = { timeout: 15_000 };

describe('the sample inventory page', () => {
  it('asks for the first block without a sort, shows the count and a tab per allowed library', PAGE_TEST, async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return Response.json({ totalCount: 2, data: [sample(1), sample(2)] });
      }),
    );
    signInWith([grant()]);
    const Wrapper = wrapper('/product/libraries/samples/production');
    render(<SampleInventoryPage library="Production" />, { wrapper: Wrapper });
    expect(await screen.findByText('Samples: 2', {}, SLOW)).toBeTruthy();
    expect(calls[0]).toMatch(/\/api\/sampleInventory\/Production\?/);
    expect(calls[0]).toContain('skip=0');
    expect(calls[0]).not.toContain('sort=');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Production', 'Sales']);
    expect(screen.getByRole('button', { name: /Transfer to Sales/ })).toBeTruthy();
  });

  it("shows 'Cannot load …' with the path and the server's message when a page fails", PAGE_TEST, async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ messageCode: 'ITS_BE_ERROR_FORBIDDEN', message: 'No access' }, { status: 403 }),
      ),
    );
    const show = vi.spyOn(toasts, 'show');
    signInWith([grant(['Sales'])]);
    render(<SampleInventoryPage library="Sales" />, { wrapper: wrapper('/product/libraries/samples/sales') });
    await waitFor(
      () =>
        expect(show).toHaveBeenCalledWith({
          type: 'error',
          message: "Cannot load '/api/sampleInventory/Sales' - No access",
        }),
      SLOW,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Sales']);
    expect(screen.queryByRole('button', { name: /Transfer to Sales/ })).toBeNull();
  });

  it.each([
    [[grant()], '/product/libraries/samples/production'],
    [[grant(['Sales'])], '/product/libraries/samples/sales'],
    [[grant([])], '/dashboard'],
  ])('sends the default path to the first allowed library (%#)', async (permissions, expected) => {
    signInWith(permissions);
    render(
      <Routes>
        <Route path="/product/libraries/samples" element={<SampleInventoryDefaultPage />} />
        <Route path="*" element={<Path />} />
      </Routes>,
      { wrapper: wrapper('/product/libraries/samples') },
    );
    expect((await screen.findByTestId('path')).textContent).toBe(expected);
  });
});

describe('the sample grid’s writes', () => {
  it('sends typed cells of a burst as one batch, and tells an empty request and a refusal apart', async () => {
    const bodies: unknown[] = [];
    const answers = [
      Response.json({ message: 'Success', data: [], deleted: [] }),
      Response.json({ messageCode: 'ITS_BE_ERROR_INVALID_INPUT', message: 'Nothing to do' }, { status: 400 }),
      Response.json(
        { messageCode: 'ITS_BE_ERROR_INVALID_INPUT', message: 'Row 1: Sample Already Exists' },
        { status: 400 },
      ),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answers.shift() as Response;
      }),
    );
    const show = vi.spyOn(toasts, 'show');
    const settled = vi.fn();
    vi.useFakeTimers();
    const { result } = renderHook(() => useSampleEdits('Production', settled), {
      wrapper: wrapper('/product/libraries/samples/production'),
    });
    act(() => {
      result.current.changeCells('s1', { bin: 'B-9' });
      result.current.changeCells('s1', { totalQty: 4 });
      result.current.changeCells('s2', { side: 'Pair' });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    vi.useRealTimers();
    expect(bodies[0]).toEqual({
      update: [
        { _id: 's1', patch: { bin: 'B-9', totalQty: 4 } },
        { _id: 's2', patch: { side: 'Pair' } },
      ],
    });
    await act(() => result.current.send({}));
    expect(show).toHaveBeenLastCalledWith({
      type: 'error',
      message: 'The request was empty: nothing was submitted.',
    });
    await act(() => result.current.remove(['s3']));
    expect(bodies[2]).toEqual({ update: [], delete: ['s3'] });
    expect(show).toHaveBeenLastCalledWith({ type: 'error', message: 'Error: Row 1: Sample Already Exists' });
    expect(settled).toHaveBeenCalledTimes(3);
  });
});
