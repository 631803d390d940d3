import { CACHE_MAX_ENTRIES, CACHE_TTL_MS } from '@stride/domain';
import { type Query, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Past `maxEntries`, drops the entry whose answer is oldest among those no screen shows; an entry
 * on screen is never dropped, so the cache may stay above the limit while they are all in use.
 */
const evictBeyond = (cache: QueryCache, maxEntries: number, added: Query) => {
  let overflow = cache.getAll().length - maxEntries;
  while (overflow > 0) {
    let oldest: Query | undefined;
    for (const query of cache.getAll())
      if (
        query !== added &&
        query.getObserversCount() === 0 &&
        (!oldest || query.state.dataUpdatedAt < oldest.state.dataUpdatedAt)
      )
        oldest = query;
    if (!oldest) return;
    cache.remove(oldest);
    overflow -= 1;
  }
};

/**
 * The client GET cache (spec part 2 §7.1, §9.6): at most 10,000 entries, each kept 1 hour after
 * its last use. An answer counts as fresh for 30 s; later it is shown and fetched again in the
 * background. Failed calls are not retried: the transport already showed the error dialog.
 */
export const createQueryClient = (maxEntries: number = CACHE_MAX_ENTRIES) => {
  const queryCache = new QueryCache();
  queryCache.subscribe((event) => {
    if (event.type === 'added') evictBeyond(queryCache, maxEntries, event.query);
  });
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: CACHE_TTL_MS, retry: false, refetchOnWindowFocus: false },
    },
  });
};
