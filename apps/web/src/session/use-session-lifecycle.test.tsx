// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../shared/session/session-store';
import { sessionApi } from './api';
import { startSessionCheck, useSessionLifecycle } from './use-session-lifecycle';

const user = { _id: 'u1', name: 'Dana Buyer', email: 'dana@stride.demo' } as never;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the session check at start-up', () => {
  it('asks once as the app starts: the first mount takes that answer, a later mount asks again', async () => {
    const ping = vi.spyOn(sessionApi, 'ping').mockResolvedValue(user);

    startSessionCheck();
    expect(ping).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sessionStore.get()).toMatchObject({ checked: true, user }));

    const first = renderHook(() => useSessionLifecycle());
    expect(ping).toHaveBeenCalledTimes(1);
    first.unmount();

    renderHook(() => useSessionLifecycle());
    expect(ping).toHaveBeenCalledTimes(2);
  });
});
