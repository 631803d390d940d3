import { describe, expect, it } from 'vitest';
import type { UserRow } from '../users/tables.js';
import { createSessionCache } from './session-cache.js';
import type { SessionRow } from './tables.js';

const rows = (tokenHash: string, userId: string) => ({
  session: { tokenHash, userId, lastSeenAt: new Date(0) } as SessionRow,
  user: { id: userId } as UserRow,
});

describe('session cache', () => {
  it('answers within its time to live and forgets after it', () => {
    const cache = createSessionCache(1_000);
    cache.set('a', rows('a', 'u1'));
    const cachedAt = cache.get('a')!.cachedAt;
    expect(cache.get('a', cachedAt + 1_000)?.user.id).toBe('u1');
    expect(cache.get('a', cachedAt + 1_001)).toBeUndefined();
    expect(cache.get('a', cachedAt)).toBeUndefined();
  });

  it('evicts one token, or every token of a user', () => {
    const cache = createSessionCache(60_000);
    cache.set('a', rows('a', 'u1'));
    cache.set('b', rows('b', 'u1'));
    cache.set('c', rows('c', 'u2'));
    cache.evictToken('c');
    expect(cache.get('c')).toBeUndefined();
    cache.evictUser('u1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps the touched time so a session is not written on every request', () => {
    const cache = createSessionCache(60_000);
    cache.set('a', rows('a', 'u1'));
    const at = new Date(123_456);
    cache.touch('a', at);
    expect(cache.get('a')?.session.lastSeenAt).toEqual(at);
  });

  it('caches nothing with a time to live of zero', () => {
    const cache = createSessionCache(0);
    cache.set('a', rows('a', 'u1'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most 10,000 sessions, dropping the oldest first', () => {
    const cache = createSessionCache(60_000);
    for (let index = 0; index <= 10_000; index += 1) cache.set(`t${index}`, rows(`t${index}`, 'u'));
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get('t10000')).toBeDefined();
  });
});
