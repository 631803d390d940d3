// @vitest-environment jsdom
import { type AssortmentBatchOperation, DEBOUNCE_MS } from '@stride/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { giveGridRoom, removeChip, renderGridPage } from '../grid-page-testing';
import { assortmentAnswer, assortmentHeader, batchAnswer, loadedAssortment } from '../test-fixtures';

const { gridSettings } = assortmentHeader().uiSettings;
/** A static assortment whose add-products search was left at womens' runners, sorted by cost. */
const loaded = loadedAssortment({
  uiSettings: { gridSettings, filterBar: { search: 'location=US&sort=cost&gender=Womens&name=runner' } },
});
const { products: _products, version, ...header } = loaded;

/** The API as the page sees it; records the catalogue searches and the batches saved. */
const stubApi = () => {
  const searches: { filters: unknown; sort: unknown }[] = [];
  const saves: AssortmentBatchOperation[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/products/fetch') {
        searches.push(JSON.parse(String(init?.body)));
        return Response.json({ totalCount: 0, data: [] });
      }
      if (url.startsWith(`/api/assortments/batch/${loaded._id}`)) {
        const batch: AssortmentBatchOperation[] = JSON.parse(String(init?.body));
        saves.push(batch);
        // View settings keep the version; the header comes back as saved.
        const patch = Object.assign({}, ...batch.map((operation) => operation.patch));
        return Response.json(batchAnswer(version, [], [], { ...header, ...patch }));
      }
      if (url.startsWith(`/api/assortments/${loaded._id}`)) return Response.json(assortmentAnswer(loaded));
      return Response.json({});
    }),
  );
  return { searches, saves };
};

const openPanel = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add products' }, { timeout: 8_000 }));
  return screen.getByRole('heading', { name: 'Add products', level: 2 }).closest<HTMLElement>('.MuiPaper-root')!;
};

beforeAll(async () => {
  giveGridRoom();
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a static assortment's add-products search", { timeout: 30_000 }, () => {
  it('starts where the user left it: the saved filters and sort', async () => {
    const { searches } = stubApi();
    renderGridPage(loaded._id);
    const panel = await openPanel();
    expect(within(panel).getByRole('button', { name: 'Gender: Womens' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Name: runner' })).toBeTruthy();
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({
      filters: { gender: ['Womens'], name: 'runner' },
      sort: { field: 'cost', direction: 1 },
    });
  });

  it('saves a change in the assortment, and starts from it when opened again', async () => {
    const { saves } = stubApi();
    renderGridPage(loaded._id);
    const panel = await openPanel();
    removeChip('Name: runner', panel);
    expect(within(panel).queryByRole('button', { name: 'Name: runner' })).toBeNull();
    // Sent once the quiet time has passed: waitFor's own second leaves a loaded machine too little.
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: DEBOUNCE_MS.gridSettingsPatch + 2_000 });
    expect(saves[0]).toEqual([
      { patch: { uiSettings: { gridSettings, filterBar: { search: 'location=US&sort=cost&gender=Womens' } } } },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Add products' }));
    const reopened = await openPanel();
    expect(within(reopened).getByRole('button', { name: 'Gender: Womens' })).toBeTruthy();
    expect(within(reopened).queryByRole('button', { name: 'Name: runner' })).toBeNull();
  });

  it('saves a change made just before the panel closes at once, without waiting for quiet', async () => {
    const { saves } = stubApi();
    renderGridPage(loaded._id);
    removeChip('Gender: Womens', await openPanel());
    fireEvent.click(screen.getByRole('button', { name: 'Add products' }));
    // Sent with the grid's next batch, well before DEBOUNCE_MS.gridSettingsPatch would have passed.
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: DEBOUNCE_MS.gridSettingsPatch - 250 });
    expect(saves[0]).toEqual([
      { patch: { uiSettings: { gridSettings, filterBar: { search: 'location=US&sort=cost&name=runner' } } } },
    ]);
  });
});
