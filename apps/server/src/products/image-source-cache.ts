import type { ProductImageSource } from './repository.js';

const MAX_ENTRIES = 10_000;
export const IMAGE_SOURCE_TTL_MS = 60_000;

/**
 * Remembers what products' pictures are drawn from, so serving a stored picture again needs no
 * database read. The app only ever adds style-colours with their images (insertMany) and never
 * rewrites one, so an entry goes stale only through a change made outside the app, which shows
 * within `ttlMs`. Unknown style-colours are not remembered: one added later is found at once.
 */
export const createImageSourceCache = (
  load: (styleColorId: string) => Promise<ProductImageSource | null>,
  options: { ttlMs?: number; now?: () => number } = {},
) => {
  const ttlMs = options.ttlMs ?? IMAGE_SOURCE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { source: ProductImageSource; cachedAt: number }>();
  return async (styleColorId: string): Promise<ProductImageSource | null> => {
    const entry = entries.get(styleColorId);
    if (entry && now() - entry.cachedAt <= ttlMs) return entry.source;
    entries.delete(styleColorId);
    const source = await load(styleColorId);
    if (source) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(styleColorId, { source, cachedAt: now() });
    }
    return source;
  };
};
