import type { AssortmentWithProducts, GroupSortBatchRequest } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { PromptDialog } from '../../../shared/dialogs/PromptDialog';
import { assortmentAnswer, batchAnswer } from '../../grid/test-fixtures';
import { sortAssortment } from '../test-fixtures';
import GroupSortPage from './GroupSortPage';

/**
 * What jsdom tests of the group sort page share: the page at its route over a stubbed API, its
 * groups and style cards as a person finds them, and the keys and pauses that drive it.
 */

/** The texts, and a clean page and fetch after each test. */
export const setUpGroupSortPageTests = () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
};

/** The API as the page sees it: the assortment, and group sort batches answered with the next version. */
export const stubApi = (loaded: AssortmentWithProducts = sortAssortment()) => {
  const batches: { url: string; body: GroupSortBatchRequest }[] = [];
  let version = loaded.version;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/groupsort/batch/')) {
        batches.push({ url, body: JSON.parse(String(init?.body)) });
        version += 1;
        return Response.json(batchAnswer(version, []));
      }
      if (url.startsWith(`/api/assortments/${loaded._id}`)) return Response.json(assortmentAnswer(loaded));
      return Response.json({});
    }),
  );
  return batches;
};

export const renderPage = (loaded = sortAssortment()) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/product/assortments/assortment/${loaded._id}/sort`]}>
        <Routes>
          <Route path="/product/assortments/assortment/:assortmentId/sort" element={<GroupSortPage />} />
        </Routes>
      </MemoryRouter>
      <PromptDialog />
    </QueryClientProvider>,
  );

export const group = (title: string) => screen.getByRole('region', { name: title });
export const styleCard = (name: RegExp) => screen.getByRole('listitem', { name });
/** The groups in order, each with its styles' codes. */
export const board = () =>
  screen.getAllByTestId('sort-group').map((section) => ({
    title: within(section).getByRole('heading', { level: 2 }).textContent,
    styles: within(section)
      .queryAllByTestId('sort-style')
      .map((card) => card.getAttribute('aria-label')?.split(' ')[1]),
  }));
/** The entries of the open menu. */
export const menuItems = async () =>
  within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
/** Groups start closed (but Uncategorized): open them all. */
export const openAll = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Expand all' }));
  await waitFor(() => expect(within(group('Hero')).queryAllByTestId('sort-style')).not.toHaveLength(0));
};
export const altKey = (element: HTMLElement, key: string) => fireEvent.keyDown(element, { key, altKey: true });
/** Lets the 500 ms debounce pass (and a little more, to see that nothing else follows). */
export const quiet = () => act(() => new Promise((resolve) => setTimeout(resolve, 700)));
