import { describe, expect, it } from 'vitest';
import { checkPackCode, type PackDefinition } from './pack-codes.js';

describe('pack codes (spec part 1 §5)', () => {
  const definitions: PackDefinition[] = [
    { code: 'M12', shares: { '8': 2, '9': 4, '10': 4, '11': 2 } },
    { code: 'S01', shares: { '9': 1 } },
    { code: 'B01', shares: { '9': 1 } },
    { code: '7X1', shares: { '9': 1 } },
  ];
  const packs = new Map(definitions.map((pack) => [pack.code, pack]));
  const kinds = (code: string, sizes: Record<string, number> = {}) =>
    checkPackCode(code, packs, sizes).warnings.map((warning) => warning.kind);

  it('uppercases the code and accepts open stock (S to Z) and no code', () => {
    expect(checkPackCode(' s01 ', packs, {})).toEqual({ code: 'S01', warnings: [] });
    expect(kinds('')).toEqual([]);
  });

  it('warns of an unknown code, a retired A to L one and one not starting with a letter', () => {
    expect(kinds('Q99')).toEqual(['unknown']);
    expect(kinds('b01')).toEqual(['notAllowed']);
    expect(kinds('7x1')).toEqual(['notALetter']);
  });

  it('asks a prepack (M to R) for quantities in whole packs, each size by its share', () => {
    expect(kinds('M12')).toEqual(['quantitiesRequired']);
    expect(kinds('M12', { '8': 4, '9': 8, '10': 8, '11': 4 })).toEqual([]);
    expect(checkPackCode('m12', packs, { '8': 2, '9': 4, '10': 4, '11': 3 }).warnings).toEqual([
      { kind: 'totalNotMultiple', code: 'M12', packSize: 12 },
      { kind: 'sizeNotMultiple', code: 'M12', size: '11', share: 2 },
    ]);
    expect(kinds('M12', { '8': 6, '9': 4, '10': 2 })).toEqual(['sizeNotMultiple']);
  });
});
