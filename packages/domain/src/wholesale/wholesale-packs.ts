import type { PackDefinition } from '../orders/pack-codes.js';

/**
 * The pack catalogue the order system knows (spec part 1 §5 Pack code): prepacks M–R with their
 * units per size, open stock S–Z, and retired A–L codes still on old orders. Data, not rules: the
 * checks live in `checkPackCode`.
 */
const packs: PackDefinition[] = [
  { code: 'M12', shares: { '7': 1, '8': 2, '9': 3, '10': 3, '11': 2, '12': 1 } },
  { code: 'M6', shares: { '8': 1, '9': 2, '10': 2, '11': 1 } },
  { code: 'N24', shares: { '6': 2, '7': 4, '8': 6, '9': 6, '10': 4, '11': 2 } },
  { code: 'P8', shares: { '5': 1, '6': 2, '7': 2, '8': 2, '9': 1 } },
  { code: 'R6', shares: { S: 1, M: 2, L: 2, XL: 1 } },
  { code: 'S1', shares: {} },
  { code: 'T1', shares: {} },
  { code: 'Z1', shares: {} },
  { code: 'B12', shares: { '8': 4, '9': 4, '10': 4 } },
  { code: 'L6', shares: { '9': 3, '10': 3 } },
  // A numbered code from before the letter scheme: known, but not a letter.
  { code: '1PK', shares: {} },
];

export const WHOLESALE_PACKS: ReadonlyMap<string, PackDefinition> = new Map(packs.map((pack) => [pack.code, pack]));
