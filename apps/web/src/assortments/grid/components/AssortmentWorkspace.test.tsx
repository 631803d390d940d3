// @vitest-environment jsdom
import { type AssortmentBatchOperation, applyRowChanges } from '@stride/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { focusCell, gridCell, renderGridPage, validateAnswer } from '../grid-page-testing';
import { assortmentAnswer, batchAnswer, loadedAssortment } from '../test-fixtures';
import { IN_RANGE_CLASS } from '../use-cell-range';

const loaded = loadedAssortment({
  alerts: [
    { style: '100', color: '001', message: 'Line status changed' },
    { style: '200', message: 'Style dropped' },
  ],
});
const _PATH = `/product/assortments/assortment/${loaded._id}/manage`;

/** The API as the grid sees it: the assortment, and every batch answered with its rows as stored (by the cell rules). */
const stubApi = () => {
  const batches: { baseVersion: string | null; body: AssortmentBatchOperation[] }[] = [];
  const stored = new Map(loaded.products.map((product) => [product.id, product]));
  let version = loaded.version;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith(`/api/assortments/batch/${loaded._id}`)) {
        const body: AssortmentBatchOperation[] = JSON.parse(String(init?.body));
        batches.push({ baseVersion: new URL(url, 'http://x').searchParams.get('baseVersion'), body });
        version += 1;
        const changed = new Set<string>();
        for (const { id, changes } of body.flatMap((operation) => operation.updateProducts ?? [])) {
          const row = stored.get(id)!;
          const { values } = applyRowChanges(row, changes, { labels: loaded.labels, pillars: [] });
          stored.set(id, { ...row, ...values });
          changed.add(id);
        }
        const deleted = body.flatMap((operation) => operation.deleteProducts ?? []).map(({ id }) => id);
        for (const id of deleted) stored.delete(id);
        return Response.json(
          batchAnswer(
            version,
            [...changed].map((id) => stored.get(id)!),
            deleted,
          ),
        );
      }
      if (url.startsWith(`/api/assortments/${loaded._id}`)) return Response.json(assortmentAnswer(loaded));
      // The catalogue no longer has style 200.
      if (url === '/api/products/validate')
        return validateAnswer(JSON.parse(String(init?.body)), (style) => style !== '200');
      return Response.json({});
    }),
  );
  return batches;
};

const renderPage = () => renderGridPage(loaded._id);
const cell = gridCell;

beforeAll(async () => {
  await initI18n();
  // jsdom lays nothing out: give the grid room so it draws every row and column.
  for (const property of ['clientWidth', 'offsetWidth']) {
    Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => 4_000 });
  }
  for (const property of ['clientHeight', 'offsetHeight']) {
    Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => 2_000 });
  }
});
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A grid drawn in jsdom takes its time: these tests get more than the default 5 s.
describe('AssortmentGridPage', { timeout: 30_000 }, () => {
  it('shows the header and the rows with money in the row currency', async () => {
    stubApi();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Spring 2027 Line Plan', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('product-count').textContent).toBe('Products: 3');
    await waitFor(() => expect(cell('100_001', 'cost')?.textContent).toBe('$100.00'), { timeout: 8_000 });
    expect(cell('200_001', 'discountPercent')).toBeTruthy();
  });

  it('pastes a column from Excel into the grid as one batch and one undo step', async () => {
    const batches = stubApi();
    renderPage();
    await focusCell('100_001', 'discountPercent');
    fireEvent.paste(cell('100_001', 'discountPercent')!, {
      clipboardData: { getData: () => '10\r\n20\r\n150\r\n' },
    });
    // Applied at once by the cell rules: net cost follows, 150 % is refused with the spec's message.
    await waitFor(() => expect(cell('100_002', 'netCost')?.textContent).toBe('$80.00'));
    expect(await screen.findByText('Discount Percentage must be between 0-100')).toBeTruthy();
    await waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]).toEqual({
      baseVersion: '1',
      body: [
        {
          updateProducts: [
            { id: '100_001', changes: { discountPercent: '10' } },
            { id: '100_002', changes: { discountPercent: '20' } },
            { id: '200_001', changes: { discountPercent: '150' } },
          ],
        },
      ],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(batches).toHaveLength(2));
    expect(batches[1]?.baseVersion).toBe('2');
    expect(batches[1]?.body[0]?.updateProducts).toEqual(
      expect.arrayContaining([
        { id: '100_001', changes: { discountPercent: null } },
        { id: '100_002', changes: { discountPercent: null } },
      ]),
    );
    await waitFor(() => expect(cell('100_002', 'discountPercent')?.textContent).toBe(''));
  });

  it('clears the selected cells with Delete and deletes a line from the right-click menu', async () => {
    const batches = stubApi();
    renderPage();
    await focusCell('100_001', 'colorNote');
    fireEvent.paste(cell('100_001', 'colorNote')!, { clipboardData: { getData: () => 'Hero\tfall\n' } });
    await waitFor(() => expect(batches).toHaveLength(1));
    fireEvent.keyDown(cell('100_001', 'colorNote')!, { key: 'Delete' });
    await waitFor(() => expect(batches).toHaveLength(2));
    expect(batches[1]).toMatchObject({ body: [{ updateProducts: [{ id: '100_001', changes: { colorNote: null } }] }] });

    fireEvent.contextMenu(cell('200_001', 'name')!, { clientX: 20, clientY: 20 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete style-colour line' }));
    await waitFor(() => expect(batches).toHaveLength(3));
    expect(batches[2]).toMatchObject({ body: [{ deleteProducts: [{ id: '200_001' }] }] });
    await waitFor(() => expect(screen.getByTestId('product-count').textContent).toBe('Products: 2'));
  });

  it('selects a range with Shift+click, copies it as tab-separated text and fills it down with Ctrl+Enter', async () => {
    const batches = stubApi();
    renderPage();
    await focusCell('100_001', 'colorNote');
    fireEvent.paste(cell('100_001', 'colorNote')!, { clipboardData: { getData: () => 'Hero\tCore\n' } });
    await waitFor(() => expect(batches).toHaveLength(1));

    fireEvent.pointerDown(cell('200_001', 'collectionStyleNote')!, { button: 0, shiftKey: true });
    await waitFor(() => expect(cell('100_002', 'collectionStyleNote')?.classList.contains(IN_RANGE_CLASS)).toBe(true));
    const setData = vi.fn();
    fireEvent.copy(cell('200_001', 'collectionStyleNote')!, { clipboardData: { setData } });
    // The collection style note is the style's: the other colour of style 100 took it too.
    expect(setData).toHaveBeenCalledWith('text/plain', 'Hero\tCore\n\tCore\n\t\n');

    fireEvent.keyDown(cell('200_001', 'collectionStyleNote')!, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(batches).toHaveLength(2));
    expect(batches[1]?.body).toEqual([
      {
        updateProducts: [
          { id: '100_002', changes: { colorNote: 'Hero' } },
          { id: '200_001', changes: { colorNote: 'Hero', collectionStyleNote: 'Core' } },
        ],
      },
    ]);
    await waitFor(() => expect(cell('200_001', 'collectionStyleNote')?.textContent).toBe('Core'));
  });

  it('clears the status alerts and saves new labels, each as a patch of the batch', async () => {
    const batches = stubApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Status alerts: 2' }));
    expect(await screen.findByText('Line status changed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear alerts' }));
    expect(await screen.findByText('2 Alerts Cleared')).toBeTruthy();
    await waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]?.body).toEqual([{ patch: { alerts: [] } }]);

    fireEvent.click(await screen.findByRole('button', { name: 'Labels' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add label' }));
    const names = screen.getAllByRole('textbox', { name: 'Name' });
    fireEvent.change(names.at(-1)!, { target: { value: 'Core' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(batches).toHaveLength(2));
    expect(batches[1]?.body).toEqual([
      {
        patch: {
          labels: [
            { name: 'Hot', color: '#e53935' },
            { name: 'Core', color: '#fb8c00' },
          ],
        },
      },
    ]);
  });

  it('validates the lines against the catalogue and removes the ones it no longer has in one batch', async () => {
    const batches = stubApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Validate products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Products to review' });
    expect(dialog.textContent).toContain('200 001');
    expect(dialog.textContent).toContain('Style/Color Not Found');
    expect(dialog.textContent).not.toContain('100 001');
    fireEvent.click(screen.getByRole('button', { name: 'Remove these lines (1)' }));
    await waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]?.body).toEqual([{ deleteProducts: [{ id: '200_001' }] }]);
    await waitFor(() => expect(cell('200_001', 'style')).toBeNull());
  });
});
