import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RowCellValue } from './assortment-batch-requests.js';
import {
  alphanumericInput,
  cellNumber,
  flagValue,
  isAllowedNumericDateKey,
  isBlankCell,
  lookupValue,
  MAX_ROW_TAGS,
  MAX_ROW_TEXT_LENGTH,
  MAX_TAG_LENGTH,
  numericInput,
  tagsValue,
  textValue,
} from './cell-input.js';

describe('numericInput', () => {
  const cases: [string, string][] = [
    ['12.50', '12.50'],
    ['$1,234.5', '1234.5'],
    ['abc', ''],
    ['1.2.3', '1.23'],
    ['-5', ''],
    ['$-5', ''],
    [' - 5', ''],
    ['5-3', '53'],
    ['', ''],
  ];
  it.each(cases)('%j becomes %j', (text, expected) => {
    expect(numericInput(text)).toBe(expected);
  });
  it('leaves only digits and at most one dot', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = numericInput(text);
        expect(result).toMatch(/^[0-9]*\.?[0-9]*$/);
      }),
    );
  });
});

describe('alphanumericInput', () => {
  const cases: [string, { spaces: boolean } | undefined, string][] = [
    ['AB-12 c!', undefined, 'AB12 c'],
    ['AB-12 c!', { spaces: true }, 'AB12 c'],
    ['AB-12 c!', { spaces: false }, 'AB12c'],
    ['Café 2', { spaces: false }, 'Café2'],
    ['#$%', undefined, ''],
  ];
  it.each(cases)('%j with %j becomes %j', (text, options, expected) => {
    expect(alphanumericInput(text, options)).toBe(expected);
  });
  it('rejects spaces where the cell does', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(alphanumericInput(text, { spaces: false })).not.toMatch(/\s/);
      }),
    );
  });
});

describe('isAllowedNumericDateKey', () => {
  const allowed = ['0', '5', '9', '/', 'Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'Home', 'End'];
  const arrows = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
  const refused = ['a', 'Z', '-', '.', ' ', 'Shift', 'F5', '10', 'PageDown'];
  it.each([...allowed, ...arrows])('takes %j', (key) => expect(isAllowedNumericDateKey(key)).toBe(true));
  it.each(refused)('refuses %j', (key) => expect(isAllowedNumericDateKey(key)).toBe(false));
});

describe('lookupValue', () => {
  const pillars = ['Performance', 'Lifestyle', 'Work'];
  const cases: [string, string | undefined][] = [
    ['performance', 'Performance'],
    ['  LIFESTYLE ', 'Lifestyle'],
    ['Work', 'Work'],
    ['Running', undefined],
    ['', undefined],
  ];
  it.each(cases)('%j answers %j', (input, expected) => expect(lookupValue(input, pillars)).toBe(expected));
  it('answers the list spelling of any case of a listed value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pillars).chain((pillar) => fc.tuple(fc.constant(pillar), fc.mixedCase(fc.constant(pillar)))),
        ([pillar, typed]) => {
          expect(lookupValue(typed, pillars)).toBe(pillar);
        },
      ),
    );
  });
});

describe('cellNumber', () => {
  const cases: [RowCellValue, number | null][] = [
    [12.5, 12.5],
    ['12.50', 12.5],
    ['$1,234', 1234],
    ['-3', -3],
    ['.5', 0.5],
    ['abc', null],
    ['', null],
    [null, null],
    [true, Number.NaN],
    [['1'], Number.NaN],
    [Number.POSITIVE_INFINITY, Number.NaN],
  ];
  it.each(cases)('%j holds %d', (value, expected) => expect(cellNumber(value)).toBe(expected));
  it('reads back any number typed as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(cellNumber(text)).toBe(Number(text));
      }),
    );
  });
});

describe('isBlankCell', () => {
  it.each([
    [null, true],
    ['', true],
    ['  ', true],
    ['0', false],
    [0, false],
    [false, false],
    [[], false],
  ] as [RowCellValue, boolean][])('%j is blank: %s', (value, expected) => expect(isBlankCell(value)).toBe(expected));
});

describe('flagValue', () => {
  const cases: [RowCellValue, boolean | undefined][] = [
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    ['YES', true],
    [' no ', false],
    ['True', true],
    ['FALSE', false],
    ['maybe', undefined],
    [2, undefined],
    [null, undefined],
    [['yes'], undefined],
  ];
  it.each(cases)('%j is %s', (value, expected) => expect(flagValue(value)).toBe(expected));
});

describe('textValue', () => {
  const cases: [RowCellValue, string | null | undefined][] = [
    ['  a note  ', 'a note'],
    ['', null],
    ['   ', null],
    [null, null],
    [42, '42'],
    [true, undefined],
    [['a'], undefined],
  ];
  it.each(cases)('%j is %j', (value, expected) => expect(textValue(value)).toBe(expected));
  it(`keeps at most ${MAX_ROW_TEXT_LENGTH} characters`, () => {
    expect(textValue('x'.repeat(MAX_ROW_TEXT_LENGTH + 10))).toHaveLength(MAX_ROW_TEXT_LENGTH);
  });
});

describe('tagsValue', () => {
  const cases: [RowCellValue, string[] | undefined][] = [
    ['new, Core ,core,, promo', ['new', 'Core', 'promo']],
    [
      ['A', ' a ', 'B', ''],
      ['A', 'B'],
    ],
    ['', []],
    [null, []],
    [7, ['7']],
    [true, undefined],
  ];
  it.each(cases)('%j is %j', (value, expected) => expect(tagsValue(value)).toEqual(expected));
  it('keeps tags short, few, non-empty and unique in any case, and is stable', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 300 }), fc.array(fc.string({ maxLength: 60 }), { maxLength: 40 })),
        (input) => {
          const tags = tagsValue(input)!;
          expect(tags.length).toBeLessThanOrEqual(MAX_ROW_TAGS);
          for (const tag of tags) {
            expect(tag.length).toBeGreaterThan(0);
            expect(tag.length).toBeLessThanOrEqual(MAX_TAG_LENGTH);
            expect(tag).toBe(tag.trim());
          }
          expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
          expect(tagsValue(tags)).toEqual(tags);
        },
      ),
    );
  });
});
