// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { ApiRequestError, NetworkFailure } from '../shared/api/api-client';
import { toasts } from '../shared/toasts/toast-store';
import { isIncompleteLoad, useReloadOnce, withReloadFlag } from './use-reload-once';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  toasts.reset();
});

describe('the wholesale order reload rule', () => {
  it('covers answers lacking type or status and failures that are not refusals', () => {
    expect(isIncompleteLoad({ type: 'WHOLESALE', status: 'DRAFT' }, null)).toBe(false);
    expect(isIncompleteLoad({ type: 'WHOLESALE' }, null)).toBe(true);
    expect(isIncompleteLoad({ status: 'DRAFT' }, null)).toBe(true);
    expect(isIncompleteLoad(undefined, null)).toBe(false);
    expect(isIncompleteLoad(undefined, new NetworkFailure('/api/x'))).toBe(true);
    expect(isIncompleteLoad(undefined, new ApiRequestError(404, '/api/x', undefined))).toBe(false);
    expect(isIncompleteLoad(undefined, new ApiRequestError(502, '/api/x', undefined))).toBe(true);
    expect(withReloadFlag('http://localhost/orders/wholesale/order/5?x=1', true)).toBe(
      'http://localhost/orders/wholesale/order/5?x=1&rd=1',
    );
  });

  it('reloads once with rd=1, then shows a persistent error with a refresh button', () => {
    window.history.replaceState(null, '', '/orders/wholesale/order/5');
    const navigate = vi.fn();
    renderHook(() => useReloadOnce(true, navigate));
    expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/orders/wholesale/order/5?rd=1`);

    window.history.replaceState(null, '', '/orders/wholesale/order/5?rd=1');
    const again = vi.fn();
    renderHook(() => useReloadOnce(true, again));
    expect(again).not.toHaveBeenCalled();
    const { result } = renderHook(() => toasts.useToasts());
    const toast = result.current.at(-1)!;
    expect(toast).toMatchObject({ type: 'error', persist: true, message: 'The order could not be loaded.' });
    toast.action!.run();
    expect(again).toHaveBeenCalledWith(expect.not.stringContaining('rd=1'));
  });
});
