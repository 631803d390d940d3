import { describe, expect, it } from 'vitest';
import { createImageSourceCache, IMAGE_SOURCE_TTL_MS } from './image-source-cache.js';
import type { ProductImageSource } from './repository.js';

const source = { styleColorId: '149710_BKWT', images: [] } as unknown as ProductImageSource;

/** A loader that knows one style-colour and records what it was asked for, and a clock to move. */
const setup = () => {
  const loads: string[] = [];
  const clock = { now: 1_000 };
  const find = createImageSourceCache(
    async (id) => {
      loads.push(id);
      return id === source.styleColorId ? source : null;
    },
    { now: () => clock.now },
  );
  return { find, loads, clock };
};

describe('image source cache', () => {
  it('reads a style-colour once while the entry is fresh, and again after the time to live', async () => {
    const { find, loads, clock } = setup();
    expect(await find(source.styleColorId)).toBe(source);
    clock.now += IMAGE_SOURCE_TTL_MS;
    expect(await find(source.styleColorId)).toBe(source);
    expect(loads).toHaveLength(1);
    clock.now += 1;
    await find(source.styleColorId);
    expect(loads).toHaveLength(2);
  });

  it('does not remember an unknown style-colour', async () => {
    const { find, loads } = setup();
    expect(await find('1_X')).toBeNull();
    expect(await find('1_X')).toBeNull();
    expect(loads).toEqual(['1_X', '1_X']);
  });
});
