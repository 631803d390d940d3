/** A small seeded PRNG (mulberry32): the same seed always yields the same demo data. */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (probability: number) => next() < probability;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return chosen;
  };
  return { next, int, pick, chance, sample };
};

export type Random = ReturnType<typeof createRandom>;
