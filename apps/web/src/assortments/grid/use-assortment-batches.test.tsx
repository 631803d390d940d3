// @vitest-environment jsdom
import type { AssortmentBatchAnswer } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { ApiRequestError } from '../../shared/api/api-client';
import { queryKeys } from '../../shared/api/query-keys';
import { toasts } from '../../shared/toasts/toast-store';
import { reloadAssortment, saveAssortmentBatch } from './api';
import { batchAnswer, loadedAssortment, productRow } from './test-fixtures';
import { useAssortmentBatches } from './use-assortment-batches';

vi.mock('./api', async (original) => ({
  ...(await original<typeof import('./api')>()),
  saveAssortmentBatch: vi.fn(),
  reloadAssortment: vi.fn(),
}));

const save = vi.mocked(saveAssortmentBatch);

/** Batches that answer only when the test says so. */
const deferredSaves = () => {
  const answers: ((answer: AssortmentBatchAnswer) => void)[] = [];
  const failures: ((error: unknown) => void)[] = [];
  save.mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        answers.push(resolve);
        failures.push(reject);
      }),
  );
  return {
    answer: (index: number, value: AssortmentBatchAnswer) => answers[index]!(value),
    fail: (index: number, error: unknown) => failures[index]!(error),
  };
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const renderBatches = (onProblems = vi.fn()) =>
  renderHook(() => useAssortmentBatches(loadedAssortment(), { onProblems }), { wrapper });
let shownToasts: Parameters<typeof toasts.show>[0][] = [];

const toastMessages = () => shownToasts.map((toast) => toast.message);

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  vi.useFakeTimers();
  shownToasts = [];
  vi.spyOn(toasts, 'show').mockImplementation((toast) => {
    shownToasts.push(toast);
    return shownToasts.length;
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  save.mockReset();
});

describe('useAssortmentBatches: the save queue', () => {
  it('applies edits at once by the cell rules and sends them after 100 ms of quiet as one batch', async () => {
    const saves = deferredSaves();
    const { result } = renderBatches();
    act(() => {
      result.current.updateRows([{ id: '100_001', changes: { discountPercent: '10' } }]);
    });
    expect(result.current.store.get().rows[0]).toMatchObject({ discountPercent: 10, netCost: 90, discountAmount: 10 });
    expect(result.current.store.get().rows[1]?.discountPercent).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60));
    act(() => {
      result.current.updateRows([{ id: '200_001', changes: { label: 'hot' } }]);
    });
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(40));
    expect(save).toHaveBeenCalledOnce();
    expect(save).toHaveBeenCalledWith({ _id: loadedAssortment()._id, orgType: 'regular' }, 1, [
      {
        updateProducts: [
          { id: '100_001', changes: { discountPercent: '10' } },
          { id: '200_001', changes: { label: 'hot' } },
        ],
      },
    ]);
    expect(result.current.store.get().saveStatus).toBe('saving');
    await act(async () =>
      saves.answer(0, batchAnswer(2, [productRow('100_001', { discountPercent: 10, netCost: 90 })])),
    );
    expect(result.current.store.get().saveStatus).toBe('saved');
    expect(result.current.version()).toBe(2);
  });

  it('keeps one batch in flight; edits made meanwhile go next, on the answered version', async () => {
    const saves = deferredSaves();
    const { result } = renderBatches();
    act(() => {
      result.current.updateRows([{ id: '100_001', changes: { discountPercent: '10' } }]);
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    act(() => {
      result.current.updateRows([{ id: '200_001', changes: { colorNote: 'Hero' } }]);
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(save).toHaveBeenCalledOnce();
    // The answer is authoritative: the server's net cost replaces the local one; the edit made
    // meanwhile stays on top of the answered rows until its own answer comes.
    await act(async () =>
      saves.answer(0, batchAnswer(5, [productRow('100_001', { discountPercent: 10, netCost: 89.5 })])),
    );
    expect(result.current.store.get().rows[0]?.netCost).toBe(89.5);
    expect(result.current.store.get().rows[2]?.colorNote).toBe('Hero');
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ _id: loadedAssortment()._id, orgType: 'regular' }, 5, [
      { updateProducts: [{ id: '200_001', changes: { colorNote: 'Hero' } }] },
    ]);
    await act(async () => saves.answer(1, batchAnswer(6, [productRow('200_001', { colorNote: 'Hero' })], ['100_002'])));
    expect(result.current.store.get().rows.map((row) => row.id)).toEqual(['100_001', '200_001']);
    expect(result.current.version()).toBe(6);
  });

  it('clears an invalid discount and reports the problem, and copies style-level cells to every colour', async () => {
    deferredSaves();
    const onProblems = vi.fn();
    const { result } = renderBatches(onProblems);
    act(() => {
      result.current.updateRows([{ id: '100_001', changes: { discountPercent: '10' } }]);
      result.current.updateRows([{ id: '100_001', changes: { discountPercent: '150' } }]);
      result.current.updateRows([{ id: '100_002', changes: { styleNote: 'Best seller' } }]);
    });
    expect(onProblems).toHaveBeenCalledWith([
      { id: '100_001', field: 'discountPercent', message: 'discountPercentRange' },
    ]);
    const [first, second, other] = result.current.store.get().rows;
    expect(first).toMatchObject({ discountPercent: null, styleNote: 'Best seller' });
    expect(second?.styleNote).toBe('Best seller');
    expect(other?.styleNote).toBeNull();
  });

  it('offers a reload for 5 s when the server refuses the batch as a user lock; other failures show Save failed', async () => {
    const saves = deferredSaves();
    vi.mocked(reloadAssortment).mockResolvedValue(loadedAssortment({ version: 9 }));
    const { result } = renderBatches();
    act(() => {
      result.current.updateRows([{ id: '100_001', changes: { discountPercent: '10' } }]);
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    const lock = new ApiRequestError(409, '/api/assortments/batch/x', {
      messageCode: 'ITS_BE_ERROR_USER_LOCK',
      message: 'Changed since',
      messageData: { errorType: 'userLock', cells: [{ id: '100_001', field: 'discountPercent' }] },
    });
    await act(async () => saves.fail(0, lock));
    const toast = shownToasts.at(-1);
    expect(toast).toMatchObject({
      kind: 'userLock',
      message:
        'Your changes were not saved. The underlying data might be different than how you see it. Click here to reload the page.',
    });
    await act(async () => toast?.action?.run());
    expect(reloadAssortment).toHaveBeenCalled();
    expect(result.current.version()).toBe(9);
    expect(result.current.store.get().rows[0]?.discountPercent).toBeNull();

    act(() => {
      result.current.updateRows([{ id: '100_001', changes: { colorNote: 'x' } }]);
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(async () => saves.fail(1, new ApiRequestError(400, '/api', undefined)));
    expect(result.current.store.get().saveStatus).toBe('failed');
  });

  it('saves the queued edits before reading the assortment again when the live stream comes back', async () => {
    const saves = deferredSaves();
    vi.mocked(reloadAssortment)
      .mockClear()
      .mockResolvedValue(loadedAssortment({ version: 3 }));
    const { result } = renderBatches();
    act(() => {
      result.current.updateRows([{ id: '100_001', changes: { discountPercent: '10' } }]);
    });
    let resynced = false;
    act(() => {
      void result.current.resync().then(() => {
        resynced = true;
      });
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(save).toHaveBeenCalledTimes(1);
    expect(reloadAssortment).not.toHaveBeenCalled();
    await act(async () => saves.answer(0, batchAnswer(3, [])));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(reloadAssortment).toHaveBeenCalled();
    expect(resynced).toBe(true);
  });

  it('drops a change with an info toast while a long save shows the updating bar', async () => {
    const saves = deferredSaves();
    const { result } = renderBatches();
    const many = Array.from({ length: 100 }, (_, index) => ({ style: `9${index}`, color: '001' }));
    act(() => {
      result.current.addProducts(many, { announce: true });
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current.store.get().longSave).toBe(true);
    let taken = true;
    act(() => {
      taken = result.current.updateRows([{ id: '100_001', changes: { discountPercent: '10' } }]);
    });
    expect(taken).toBe(false);
    expect(result.current.store.get().rows[0]?.discountPercent).toBeNull();
    expect(shownToasts.at(-1)).toMatchObject({
      type: 'info',
      message: 'The site is updating. Please try again in a moment.',
    });
    const added = many.map(({ style, color }) => productRow(`${style}_${color}`));
    await act(async () => saves.answer(0, batchAnswer(2, added)));
    expect(result.current.store.get().longSave).toBe(false);
    expect(result.current.store.get().rows).toHaveLength(103);
    // A hundred items at once: the updating bar told the user; no count toast (long-wait rule).
    expect(toastMessages()).not.toContain('100 Item(s) added to assortment');
  });

  it('adds a style-colour once, pending until answered, and tells how many were added', async () => {
    const saves = deferredSaves();
    const { result } = renderBatches();
    act(() => {
      result.current.addProducts(
        [
          { style: '300', color: '001' },
          { style: '100', color: '001' },
        ],
        { announce: true },
      );
      result.current.addProducts([{ style: '300', color: '001' }], { announce: true });
    });
    expect(result.current.store.get().pending.get('300_001')).toBe('add');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(save).toHaveBeenCalledWith(expect.anything(), 1, [{ addProducts: [{ style: '300', color: '001' }] }]);
    await act(async () => saves.answer(0, batchAnswer(2, [productRow('300_001', { sortOrder: 3 })])));
    expect(result.current.store.get().pending.size).toBe(0);
    expect(result.current.store.get().rows.at(-1)?.id).toBe('300_001');
    expect(toastMessages()).toContain('1 Item(s) added to assortment');
  });

  it('merges a batch saved elsewhere, keeping newer local rows', () => {
    deferredSaves();
    const { result } = renderBatches();
    act(() => {
      result.current.applyRemoteBatch({
        version: 4,
        products: [productRow('200_001', { label: 'Hot', version: 4 }), productRow('100_001', { version: 0 })],
        deleted: ['100_002'],
        assortment: loadedAssortment({ version: 4, title: 'Renamed' }),
      });
    });
    const { rows, assortment } = result.current.store.get();
    expect(rows.map((row) => [row.id, row.label])).toEqual([
      ['100_001', null],
      ['200_001', 'Hot'],
    ]);
    expect(assortment.title).toBe('Renamed');
    expect(result.current.version()).toBe(4);
  });

  it('drops the showroom kept for the assortment once a batch changes it, so the showroom shows the new lines', () => {
    deferredSaves();
    const queryClient = new QueryClient();
    const showroomKey = queryKeys.showroom.detail(loadedAssortment()._id);
    queryClient.setQueryData(showroomKey, { groups: [] });
    const { result } = renderHook(() => useAssortmentBatches(loadedAssortment()), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });
    expect(queryClient.getQueryData(showroomKey)).toBeDefined();
    act(() => {
      result.current.applyRemoteBatch({
        version: 5,
        products: [productRow('300_001', { version: 5 })],
        deleted: [],
        assortment: loadedAssortment({ version: 5 }),
      });
    });
    expect(queryClient.getQueryData(showroomKey)).toBeUndefined();
  });
});
