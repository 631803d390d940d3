// @vitest-environment jsdom
import { EDIT_LOCK_IDLE_MS, EDIT_LOCK_RENEW_MS } from '@stride/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../shared/state/create-store';
import type { AssortmentGridState } from '../grid/use-assortment-batches';
import { useEditLock } from './use-edit-lock';

const ID = '00000000-0000-4000-8000-000000000001';
const holder = {
  userId: '00000000-0000-4000-8000-000000000009',
  name: 'Sofia Rossi',
  expiresAt: '2026-11-25T12:00:00Z',
};

let calls: string[];
let answer: unknown;

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  answer = { granted: true, holder: { ...holder, name: 'Me' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url).replace(`/api/internalAssortments/edit/lock/${ID}/`, ''));
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const storeOf = () => createStore({ lockedBy: null } as unknown as AssortmentGridState);
const settle = () => act(async () => await vi.advanceTimersByTimeAsync(0));

describe('the edit lock of an internal assortment', () => {
  it('is asked for on opening, renewed while the person works, and given up on leaving', async () => {
    const store = storeOf();
    const { result, unmount } = renderHook(() => useEditLock({ _id: ID, orgType: 'internal' }, store));
    await settle();
    expect(calls).toEqual(['request']);
    expect(result.current.lock).toMatchObject({ granted: true });

    window.dispatchEvent(new KeyboardEvent('keydown'));
    await act(async () => await vi.advanceTimersByTimeAsync(EDIT_LOCK_RENEW_MS));
    expect(calls).toEqual(['request', 'request']);

    unmount();
    await settle();
    expect(calls.at(-1)).toBe('release');
  });

  it('says who holds it, and the grid drops changes meanwhile', async () => {
    answer = { granted: false, holder };
    const store = storeOf();
    const { result } = renderHook(() => useEditLock({ _id: ID, orgType: 'internal' }, store));
    await settle();
    expect(result.current.lock).toMatchObject({ granted: false, holder: { name: 'Sofia Rossi' } });
    expect(store.get().lockedBy).toBe('Sofia Rossi');

    answer = { granted: true, holder: { ...holder, name: 'Me' } };
    await act(async () => await result.current.retry());
    expect(store.get().lockedBy).toBeNull();
  });

  it('is given up after a long idle spell and asked for again on the next key press', async () => {
    const store = storeOf();
    const { result } = renderHook(() => useEditLock({ _id: ID, orgType: 'internal' }, store));
    await settle();
    await act(async () => await vi.advanceTimersByTimeAsync(EDIT_LOCK_IDLE_MS + EDIT_LOCK_RENEW_MS));
    expect(calls.at(-1)).toBe('release');
    expect(result.current.lock).toMatchObject({ idle: true });

    window.dispatchEvent(new KeyboardEvent('keydown'));
    await settle();
    expect(calls.at(-1)).toBe('request');
    expect(result.current.lock).toMatchObject({ granted: true });
  });

  it('is not asked for on a regular assortment', async () => {
    const { result } = renderHook(() => useEditLock({ _id: ID, orgType: 'regular' }, storeOf()));
    await settle();
    expect(calls).toEqual([]);
    expect(result.current.lock).toBeNull();
  });
});
