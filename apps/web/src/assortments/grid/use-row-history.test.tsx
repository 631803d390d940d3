// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { toasts } from '../../shared/toasts/toast-store';
import { saveAssortmentBatch } from './api';
import { batchAnswer, loadedAssortment, productRow } from './test-fixtures';
import { useAssortmentBatches } from './use-assortment-batches';
import { useRowHistory } from './use-row-history';

vi.mock('./api', async (original) => ({
  ...(await original<typeof import('./api')>()),
  saveAssortmentBatch: vi.fn(),
}));
const save = vi.mocked(saveAssortmentBatch);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const renderHistory = () =>
  renderHook(
    () => {
      const batches = useAssortmentBatches(loadedAssortment());
      return { batches, rows: useRowHistory(batches) };
    },
    { wrapper },
  );
/** Lets the queue send, and answers with what the test gives. */
const sent = async () => {
  await act(() => vi.advanceTimersByTimeAsync(100));
  return save.mock.calls.at(-1)?.[2];
};

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(toasts, 'show').mockReturnValue(1);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  save.mockReset();
});

describe('useRowHistory: row adds and deletes invert on undo', () => {
  it('undoes an add by deleting the row, and redoes it by adding it again', async () => {
    save.mockResolvedValueOnce(batchAnswer(2, [productRow('300_001', { sortOrder: 3 })]));
    const { result } = renderHistory();
    act(() => {
      result.current.rows.addProducts([{ style: '300', color: '001' }], { announce: true });
    });
    expect(await sent()).toEqual([{ addProducts: [{ style: '300', color: '001' }] }]);
    expect(result.current.batches.store.get().rows).toHaveLength(4);

    save.mockResolvedValueOnce(batchAnswer(3, [], ['300_001']));
    act(() => result.current.rows.history.undo());
    expect(result.current.batches.store.get().rows.map((row) => row.id)).not.toContain('300_001');
    expect(await sent()).toEqual([{ deleteProducts: [{ id: '300_001' }] }]);

    save.mockResolvedValueOnce(batchAnswer(4, [productRow('300_001', { sortOrder: 4 })]));
    act(() => result.current.rows.history.redo());
    expect(await sent()).toEqual([{ addProducts: [{ style: '300', color: '001' }] }]);
    expect(save.mock.calls.map((call) => call[1])).toEqual([1, 2, 3]);
  });

  it('undoes a delete by adding the row back with its values and place', async () => {
    const { result } = renderHistory();
    save.mockResolvedValueOnce(
      batchAnswer(2, [productRow('100_002', { sortOrder: 1, discountPercent: 20, netCost: 80, label: 'Hot' })]),
    );
    act(() => {
      result.current.batches.updateRows([{ id: '100_002', changes: { discountPercent: 20, label: 'Hot' } }]);
    });
    await sent();
    save.mockResolvedValueOnce(batchAnswer(3, [], ['100_002']));
    act(() => {
      result.current.rows.deleteProducts(['100_002'], { announce: true });
    });
    expect(await sent()).toEqual([{ deleteProducts: [{ id: '100_002' }] }]);

    save.mockResolvedValueOnce(batchAnswer(4, [productRow('100_002', { sortOrder: 1 })]));
    act(() => result.current.rows.history.undo());
    expect(await sent()).toEqual([
      {
        addProducts: [
          {
            style: '100',
            color: '002',
            sortOrder: 1,
            changes: { discountPercent: 20, label: 'Hot', pillar: 'Lifestyle' },
          },
        ],
      },
    ]);
  });

  it('deletes an add that has not been answered yet after it', async () => {
    save.mockReturnValue(new Promise(() => {}));
    const { result } = renderHistory();
    act(() => {
      result.current.rows.addProducts([{ style: '300', color: '001' }]);
      result.current.rows.history.undo();
    });
    expect(await sent()).toEqual([
      { addProducts: [{ style: '300', color: '001' }] },
      { deleteProducts: [{ id: '300_001' }] },
    ]);
  });

  it('moves dragged rows as one sortProducts step, and undo puts them back', async () => {
    const { result } = renderHistory();
    const order = () =>
      [...result.current.batches.store.get().rows].sort((a, b) => a.sortOrder - b.sortOrder).map((row) => row.id);
    save.mockResolvedValueOnce(batchAnswer(2, []));
    act(() => result.current.rows.moveRows(['200_001'], '100_001'));
    expect(order()).toEqual(['200_001', '100_001', '100_002']);
    expect(await sent()).toEqual([
      {
        sortProducts: [
          { id: '200_001', sortOrder: 0 },
          { id: '100_001', sortOrder: 1 },
          { id: '100_002', sortOrder: 2 },
        ],
      },
    ]);

    save.mockResolvedValueOnce(batchAnswer(3, []));
    act(() => result.current.rows.history.undo());
    expect(order()).toEqual(['100_001', '100_002', '200_001']);
    const undone = (await sent()) as { sortProducts: { id: string; sortOrder: number }[] }[];
    expect(undone).toHaveLength(1);
    expect(undone[0]?.sortProducts).toEqual(
      expect.arrayContaining([
        { id: '200_001', sortOrder: 2 },
        { id: '100_001', sortOrder: 0 },
        { id: '100_002', sortOrder: 1 },
      ]),
    );
  });
});
