// @vitest-environment node
import { CACHE_MAX_ENTRIES, CACHE_TTL_MS } from '@stride/domain';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => {
  vi.useRealTimers();
});

const keysOf = (client: ReturnType<typeof createQueryClient>) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[0]);

describe('client GET cache (spec part 2 §7.1, §9.6)', () => {
  it('keeps an entry 1 hour and at most 10,000 entries by default', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(CACHE_TTL_MS);
    expect(CACHE_TTL_MS).toBe(3_600_000);
    expect(CACHE_MAX_ENTRIES).toBe(10_000);
  });

  it('drops the oldest answer beyond the limit, never the one just added', () => {
    vi.useFakeTimers({ now: 1_000 });
    const client = createQueryClient(3);
    for (const key of ['a', 'b', 'c']) {
      client.setQueryData([key], key);
      vi.advanceTimersByTime(10);
    }
    // "a" answered again: now "b" holds the oldest answer.
    client.setQueryData(['a'], 'a again');
    vi.advanceTimersByTime(10);
    client.setQueryData(['d'], 'd');
    expect(keysOf(client)).toEqual(['a', 'c', 'd']);
    client.setQueryData(['e'], 'e');
    expect(keysOf(client)).toEqual(['a', 'd', 'e']);
  });

  it('keeps an entry a screen shows even when it is the oldest', () => {
    vi.useFakeTimers({ now: 1_000 });
    const client = createQueryClient(2);
    client.setQueryData(['shown'], 'on screen');
    vi.advanceTimersByTime(10);
    const unsubscribe = new QueryObserver(client, { queryKey: ['shown'], enabled: false }).subscribe(() => undefined);
    client.setQueryData(['b'], 'b');
    vi.advanceTimersByTime(10);
    client.setQueryData(['c'], 'c');
    expect(keysOf(client)).toEqual(['shown', 'c']);
    unsubscribe();
  });

  it('forgets an entry no screen uses an hour after its last use', () => {
    vi.useFakeTimers({ now: 1_000 });
    const client = createQueryClient();
    client.setQueryData(['announcements'], []);
    vi.advanceTimersByTime(CACHE_TTL_MS - 1);
    expect(client.getQueryData(['announcements'])).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(client.getQueryData(['announcements'])).toBeUndefined();
  });
});
