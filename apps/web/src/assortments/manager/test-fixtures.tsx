import type { Assortment } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { PromptDialog } from '../../shared/dialogs/PromptDialog';
import { assortmentHeader } from '../grid/test-fixtures';
import { belongsToView, type ListView } from './list-cache';

/** Test data: entry `n` of the manager's lists (an item at the top level unless told otherwise). */
export const assortment = (n: number, fields: Partial<Assortment> = {}): Assortment => {
  const _id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return assortmentHeader({
    _id,
    id: _id,
    title: `Line plan ${n}`,
    subTitle: `Customer ${n}`,
    hierarchy: [_id],
    season: 'Spring',
    year: 2027,
    modifiedDate: '2026-03-02T17:30:00.000Z',
    productCount: 12,
    labels: [],
    ...fields,
  });
};

/** What every component test of the manager needs: the texts, and a clean page and fetch after each test. */
export const setUpManagerTests = () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });
};

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = { status?: number; body?: unknown };
type Override = (call: Call) => Answer | undefined;

/**
 * The assortment API as the contract describes it, over the given entries: lists by view, PATCH
 * of one entry and of the archive, delete. Every call is recorded; `answer` overrides a call.
 */
export const fakeAssortmentApi = (initial: Assortment[], answer?: Override) => {
  let entries = initial.map((entry) => ({ ...entry }));
  const calls: Call[] = [];
  const respond = ({ status = 200, body }: Answer) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status });
  const handle = (call: Call): Answer => {
    const overridden = answer?.(call);
    if (overridden) return overridden;
    const { method, path, query, body } = call;
    if (method === 'GET' && path === '/api/assortments') {
      const view = (query.get('view') ?? 'all') as ListView;
      const rows = entries.filter(
        (entry) => belongsToView(view, entry) && (!query.get('type') || entry.type === query.get('type')),
      );
      const limit = Number(query.get('limit') ?? rows.length);
      return { body: { totalCount: rows.length, data: rows.slice(0, limit) } };
    }
    const id = /^\/api\/assortments\/([\w-]+)$/.exec(path)?.[1];
    if (method === 'PATCH' && path === '/api/assortments/archive') {
      const { ids, archived } = body as { ids: string[]; archived: boolean };
      const changed = entries.filter(
        (entry) => entry.type === 'item' && entry.hierarchy.some((key) => ids.includes(key)),
      );
      entries = entries.map((entry) => (changed.includes(entry) ? { ...entry, archived } : entry));
      return { body: { count: changed.length, data: changed } };
    }
    if (method === 'PATCH' && id) {
      entries = entries.map((entry) => (entry._id === id ? { ...entry, ...(body as object) } : entry));
      return { body: entries.find((entry) => entry._id === id) };
    }
    if (method === 'DELETE' && id) {
      entries = entries.filter((entry) => !entry.hierarchy.includes(id));
      return { body: { message: 'Success', count: 1 } };
    }
    if (method === 'POST' && path === '/api/stats') return { body: { message: 'Success' } };
    return { status: 404, body: { messageCode: 'ITS_BE_ERROR_NOT_FOUND', message: 'Not found' } };
  };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const parsed = new URL(url, 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return respond(handle(call));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls that changed something (not the list reads). */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    entries: () => entries,
  };
};

const CurrentPath = () => <output data-testid="path">{useLocation().pathname}</output>;

/** Renders a manager screen at a path with a query client, the prompt and the current path. */
export const renderWithManager = (ui: ReactNode, path = '/product/assortments/all') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <CurrentPath />
        <PromptDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** jsdom has no layout: the grid draws every row and column instead of the visible ones only. */
export const cellTexts = (colId: string) =>
  [...document.querySelectorAll('.ag-row[row-index]')]
    .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
    .flatMap((row) => [...row.querySelectorAll(`.ag-cell[col-id="${colId}"]`)].map((cell) => cell.textContent));
