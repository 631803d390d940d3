import type { UserRow } from '../users/tables.js';
import type { SessionRow } from './tables.js';

type Entry = { session: SessionRow; user: UserRow; cachedAt: number };

const MAX_ENTRIES = 10_000;

/**
 * Remembers session rows for a moment, so a burst of requests with one cookie costs one database
 * lookup. The repository evicts on every delete; other changes (a permission edit, a
 * deactivation, a change made by another server instance) are seen within `ttlMs`.
 */
export const createSessionCache = (ttlMs: number) => {
  const entries = new Map<string, Entry>();
  return {
    get: (tokenHash: string, now = Date.now()) => {
      const entry = entries.get(tokenHash);
      if (entry && now - entry.cachedAt <= ttlMs) return entry;
      entries.delete(tokenHash);
      return undefined;
    },
    set: (tokenHash: string, rows: Omit<Entry, 'cachedAt'>) => {
      if (ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { ...rows, cachedAt: Date.now() });
    },
    touch: (tokenHash: string, at: Date) => {
      const entry = entries.get(tokenHash);
      if (entry) entry.session = { ...entry.session, lastSeenAt: at };
    },
    evictToken: (tokenHash: string) => entries.delete(tokenHash),
    evictUser: (userId: string) => {
      for (const [tokenHash, entry] of entries) if (entry.user.id === userId) entries.delete(tokenHash);
    },
  };
};
