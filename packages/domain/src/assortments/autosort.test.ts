import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autosortOptions } from './assortment-constants.js';
import { type AutosortValues, autosortOptionsOf, compareForAutosort } from './autosort.js';

const styleOf = (style: string, values: Omit<AutosortValues, 'style'> = {}): AutosortValues => ({ style, ...values });
const sortedCodes = (styles: AutosortValues[], option: (typeof autosortOptions)[number]) =>
  [...styles].sort(compareForAutosort(option)).map((entry) => entry.style);

describe('autosortOptionsOf', () => {
  it.each([
    ['Footwear', 'regular', ['gender', 'divisionGroup', 'division', 'pillar', 'outsole', 'upper', 'style']],
    ['Apparel', 'regular', ['gender', 'divisionGroup', 'division', 'pillar', 'outsole', 'upper', 'style']],
    ['POP', 'regular', ['gender', 'pillar', 'style']],
    ['Footwear', 'internal', ['gender', 'divisionGroup', 'division', 'pillar', 'outsole', 'upper', 'style']],
    ['POP', 'internal', ['gender', 'divisionGroup', 'division', 'pillar', 'outsole', 'upper', 'style']],
  ] as const)('%s %s offers the spec list', (productType, orgType, expected) => {
    expect(autosortOptionsOf({ productType, orgType })).toEqual(expected);
  });
});

describe('compareForAutosort', () => {
  it('sorts A to Z by the value, any case alike, blanks last, equal values in their present order', () => {
    const styles = [
      styleOf('1', { gender: 'Womens' }),
      styleOf('2', { gender: '' }),
      styleOf('3', { gender: 'mens' }),
      styleOf('4'),
      styleOf('5', { gender: 'Boys' }),
      styleOf('6', { gender: 'Mens' }),
      styleOf('7', { gender: ' ' }),
    ];
    expect(sortedCodes(styles, 'gender')).toEqual(['5', '3', '6', '1', '2', '4', '7']);
  });

  it('sorts Style by style number, then code, unknown numbers last', () => {
    const styles = [
      styleOf('B10', { styleNumeric: 10 }),
      styleOf('X'),
      styleOf('A10', { styleNumeric: 10 }),
      styleOf('9', { styleNumeric: 9 }),
    ];
    expect(sortedCodes(styles, 'style')).toEqual(['9', 'A10', 'B10', 'X']);
  });

  it('reads numbers in text by value', () => {
    expect(sortedCodes([styleOf('a', { upper: 'Mesh 10' }), styleOf('b', { upper: 'mesh 9' })], 'upper')).toEqual([
      'b',
      'a',
    ]);
  });

  const text = fc.constantFrom('Mens', 'womens', 'Kids', 'Sport', '', ' ', 'Active 2', 'active 10');
  const value = fc.option(text, { nil: undefined });
  const style = fc.record({
    gender: value,
    divisionGroup: fc.string(),
    division: value,
    pillar: value,
    outsole: fc.option(text),
    upper: fc.option(text),
    styleNumeric: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
  });
  const styles = fc
    .array(style, { maxLength: 30 })
    .map((list) => list.map((values, index) => styleOf(`S${index}`, values)));

  it('is a stable total order: sorted by the value, equal values in their present order, and idempotent', () => {
    fc.assert(
      fc.property(styles, fc.constantFrom(...autosortOptions), (list, option) => {
        const compare = compareForAutosort(option);
        const sorted = [...list].sort(compare);
        expect(sorted.map((entry) => entry.style).sort()).toEqual(list.map((entry) => entry.style).sort());
        for (const [index, entry] of sorted.entries()) {
          const next = sorted[index + 1];
          if (!next) continue;
          expect(compare(entry, next)).toBeLessThanOrEqual(0);
          if (compare(entry, next) === 0) expect(list.indexOf(entry)).toBeLessThan(list.indexOf(next));
        }
        expect([...sorted].sort(compare)).toEqual(sorted);
      }),
    );
  });

  it('is antisymmetric', () => {
    fc.assert(
      fc.property(style, style, fc.constantFrom(...autosortOptions), (a, b, option) => {
        const compare = compareForAutosort(option);
        expect(Math.sign(compare(styleOf('A', a), styleOf('B', b)))).toBe(
          -Math.sign(compare(styleOf('B', b), styleOf('A', a))) || 0,
        );
      }),
    );
  });
});
