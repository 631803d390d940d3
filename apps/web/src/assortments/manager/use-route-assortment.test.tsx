// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assortmentPagePath } from '../../shared/routing/assortment-paths';
import { saveAssortmentBatch, useAssortment } from '../grid/api';
import { useRouteAssortment } from './use-route-assortment';

const routed =
  (path: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/product/assortments/:kind/:assortmentId/:page" element={children} />
      </Routes>
    </MemoryRouter>
  );

/** The address each call of the page goes to, as the browser sends it. */
const calledUrls = () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ version: 4, styles: [] }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return () => (fetch.mock.calls as unknown as [string][]).map(([url]) => url);
};

afterEach(() => vi.unstubAllGlobals());

/** Internal assortments are read and saved under their own calls (spec part 2 §7.3), the others under /api/assortments. */
describe('the assortment a page works on', () => {
  it.each([
    ['internal', '/api/internalAssortments/batch/a1?baseVersion=3'],
    ['regular', '/api/assortments/batch/a1?baseVersion=3'],
  ] as const)('reads a %s assortment from its page address and saves its grid edits to %s', async (orgType, url) => {
    const path = assortmentPagePath({ _id: 'a1', orgType }, 'manage');
    const { result } = renderHook(() => useRouteAssortment(), { wrapper: routed(path) });
    expect(result.current).toEqual({ _id: 'a1', orgType });

    const urls = calledUrls();
    await saveAssortmentBatch(result.current, 3, []);
    expect(urls()).toEqual([url]);
  });

  it('reads an internal assortment with GET /api/internalAssortments/{id}', async () => {
    const urls = calledUrls();
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    const client = new QueryClient();
    const { result } = renderHook(() => useAssortment({ _id: 'a1', orgType: 'internal' }), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(urls()).toEqual(['/api/internalAssortments/a1']);
  });
});
