// @vitest-environment jsdom
import { type AssortmentBatchAnswer, DEBOUNCE_MS, TOAST_TIMEOUT_MS, UNCATEGORIZED_GROUP } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { ApiRequestError } from '../../shared/api/api-client';
import { toasts } from '../../shared/toasts/toast-store';
import { reloadAssortment } from '../grid/api';
import { batchAnswer } from '../grid/test-fixtures';
import { saveCustomContent, saveGroupSort } from './api';
import { addGroup, moveGroupBy, moveStyle, setGroupHtml } from './group-sort-moves';
import { sortAssortment } from './test-fixtures';
import { useGroupSort } from './use-group-sort';

vi.mock('./api', async (original) => ({
  ...(await original<typeof import('./api')>()),
  saveGroupSort: vi.fn(),
  saveCustomContent: vi.fn(),
}));
vi.mock('../grid/api', async (original) => ({
  ...(await original<typeof import('../grid/api')>()),
  reloadAssortment: vi.fn(),
}));

const save = vi.mocked(saveGroupSort);
const saveContent = vi.mocked(saveCustomContent);

/** Group sort saves that answer only when the test says so. */
const deferredSaves = () => {
  const settle: { resolve: (answer: AssortmentBatchAnswer) => void; reject: (error: unknown) => void }[] = [];
  save.mockImplementation(() => new Promise((resolve, reject) => settle.push({ resolve, reject })));
  return settle;
};

const renderSort = (loaded = sortAssortment()) =>
  renderHook(() => useGroupSort(loaded), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    ),
  });

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  save.mockReset();
  saveContent.mockReset();
});

describe('useGroupSort: the batched saves', () => {
  it('sends several quick moves after 500 ms of quiet as ONE PATCH with the whole order, Uncategorized last', async () => {
    const settle = deferredSaves();
    const { result } = renderSort();
    act(() => {
      result.current.apply((groups) => addGroup(groups, 'Sale'), ['order']);
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    act(() => {
      result.current.apply((groups) => moveGroupBy(groups, 'Sale', -1), ['order']);
      result.current.apply(
        (groups) => moveStyle(groups, { group: UNCATEGORIZED_GROUP, style: '400' }, { group: 'Sale', index: 0 }),
        ['order'],
      );
    });
    expect(result.current.store.get().orderStatus).toBe('saving');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledOnce();
    expect(save).toHaveBeenCalledWith(
      { _id: sortAssortment()._id, orgType: 'regular' },
      {
        baseVersion: 3,
        groups: ['Sale', 'Hero'],
        rows: [
          { id: '400_002', displayGroup: 'Sale' },
          { id: '400_001', displayGroup: 'Sale' },
          { id: '100_001', displayGroup: 'Hero' },
          { id: '100_002', displayGroup: 'Hero' },
          { id: '200_001', displayGroup: 'Hero' },
          { id: '300_001', displayGroup: null },
        ],
      },
    );
    await act(async () => settle[0]!.resolve(batchAnswer(4, [])));
    expect(result.current.store.get().orderStatus).toBe('saved');
    expect(result.current.version()).toBe(4);
  });

  it('sends a new group after the category add delay (1,250 ms, spec part 1 §9), not the 500 ms of a move', async () => {
    const settle = deferredSaves();
    const { result } = renderSort();
    act(() => {
      result.current.apply((groups) => addGroup(groups, 'Sale'), ['newGroup']);
    });
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS.categoryAdd - 1));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledOnce();
    expect(save.mock.calls[0]?.[1].groups).toEqual(['Hero', 'Sale']);
    await act(async () => settle[0]!.resolve(batchAnswer(4, [])));
  });

  it('keeps one PATCH in flight; moves made meanwhile go next, on the version the answer gave', async () => {
    const settle = deferredSaves();
    const { result } = renderSort();
    act(() => {
      result.current.apply((groups) => addGroup(groups, 'Sale'), ['order']);
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    act(() => {
      result.current.apply((groups) => moveGroupBy(groups, 'Sale', -1), ['order']);
    });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(save).toHaveBeenCalledOnce();
    await act(async () => settle[0]!.resolve(batchAnswer(7, [])));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[1]).toMatchObject({ baseVersion: 7, groups: ['Sale', 'Hero'] });
    expect(result.current.store.get().orderStatus).toBe('saving');
    await act(async () => settle[1]!.resolve(batchAnswer(8, [])));
    expect(result.current.store.get().orderStatus).toBe('saved');
  });

  it('shows the userLock toast for 5 s when someone else changed the rows; its action reloads', async () => {
    const settle = deferredSaves();
    const shown: Parameters<typeof toasts.show>[0][] = [];
    vi.spyOn(toasts, 'show').mockImplementation((toast) => shown.push(toast));
    vi.mocked(reloadAssortment).mockResolvedValue(sortAssortment({ version: 9 }));
    const { result } = renderSort();
    act(() => {
      result.current.apply((groups) => moveGroupBy(addGroup(groups, 'Sale'), 'Sale', -1), ['order']);
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    const refusal = new ApiRequestError(409, '/api/regular/groupsort/batch/x', {
      messageCode: 'ITS_BE_ERROR_USER_LOCK',
      message: 'locked',
      messageData: { errorType: 'userLock' },
    });
    await act(async () => settle[0]!.reject(refusal));
    expect(result.current.store.get().orderStatus).toBe('failed');
    expect(shown).toEqual([
      expect.objectContaining({
        type: 'error',
        kind: 'userLock',
        message:
          'Your changes were not saved. The underlying data might be different than how you see it. Click here to reload the page.',
      }),
    ]);
    expect(TOAST_TIMEOUT_MS[shown[0]!.kind!]).toBe(5_000);
    await act(async () => shown[0]!.action!.run());
    expect(result.current.version()).toBe(9);
    expect(result.current.store.get().groups.map((group) => group.title)).toEqual(['Hero', UNCATEGORIZED_GROUP]);
  });

  it('never sends for a dynamic assortment', async () => {
    const { result } = renderSort(sortAssortment({ method: 'dynamic' }));
    act(() => {
      result.current.apply((groups) => addGroup(groups, 'Sale'), ['order']);
    });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a group’s html after 500 ms as the whole custom content list, previews untouched', async () => {
    const loaded = sortAssortment({
      customContent: [
        { displayGroup: 'Hero', html: null, previewJpg: 'hero.jpg', sourceFile: 'hero.psd' },
        { displayGroup: 'Gone', html: '<p>old</p>', previewJpg: null, sourceFile: null },
      ],
    });
    saveContent.mockResolvedValue(loaded);
    const { result } = renderSort(loaded);
    act(() => {
      result.current.apply((groups) => setGroupHtml(groups, 'Hero', '<b>N'), ['content']);
    });
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(() => {
      result.current.apply((groups) => setGroupHtml(groups, 'Hero', '<b>New</b>'), ['content']);
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(saveContent).toHaveBeenCalledOnce();
    expect(saveContent).toHaveBeenCalledWith({ _id: loaded._id, orgType: loaded.orgType }, [
      { displayGroup: 'Gone', html: '<p>old</p>', previewJpg: null, sourceFile: null },
      { displayGroup: 'Hero', html: '<b>New</b>', previewJpg: 'hero.jpg', sourceFile: 'hero.psd' },
    ]);
    expect(save).not.toHaveBeenCalled();
  });
});
