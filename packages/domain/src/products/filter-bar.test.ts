import { describe, expect, it } from 'vitest';
import {
  addFilterChip,
  chipsToFilters,
  isValidFilterChip,
  type ProductFilterChip,
  priceChipValue,
  productFilterModulesByType,
  removeFilterChip,
} from './filter-bar.js';

const chip = (key: ProductFilterChip['key'], value: string): ProductFilterChip => ({ key, value });

describe('filter bar rules (spec part 1 §4)', () => {
  it('does not add an identical key/value twice', () => {
    const chips = addFilterChip([chip('division', 'Work')], chip('division', 'Work'));
    expect(chips).toEqual([chip('division', 'Work')]);
  });

  it('keeps several values where the level allows them', () => {
    const chips = addFilterChip([chip('division', 'Work')], chip('division', 'Kids'));
    expect(chips).toEqual([chip('division', 'Work'), chip('division', 'Kids')]);
  });

  it('replaces the value where the level allows one', () => {
    const chips = addFilterChip([chip('name', 'runner'), chip('gender', 'Mens')], chip('name', 'walker'));
    expect(chips).toEqual([chip('gender', 'Mens'), chip('name', 'walker')]);
  });

  it('keeps one condition per column: style ids replace ids, retail replaces cost', () => {
    expect(addFilterChip([chip('ids', '1234_BLK')], chip('styleIds', '1234'))).toEqual([chip('styleIds', '1234')]);
    expect(addFilterChip([chip('cost', '10-20')], chip('suggestedRetail', '-80'))).toEqual([
      chip('suggestedRetail', '-80'),
    ]);
  });

  it('treats the ALL option as removing the key', () => {
    const chips = addFilterChip([chip('popCategory', 'Signage'), chip('division', 'Work')], chip('popCategory', 'ALL'));
    expect(chips).toEqual([chip('division', 'Work')]);
  });

  it('removes exactly the chip asked for', () => {
    const chips = [chip('division', 'Work'), chip('division', 'Kids')];
    expect(removeFilterChip(chips, chip('division', 'Work'))).toEqual([chip('division', 'Kids')]);
  });
});

describe('chipsToFilters', () => {
  it('builds the request filters of every kind of chip', () => {
    const filters = chipsToFilters(
      [
        chip('styleIds', '1234, 5678'),
        chip('division', 'Work'),
        chip('division', 'Kids'),
        chip('color1', 'Black'),
        chip('type', 'Boot'),
        chip('lighted', 'true'),
        chip('cost', priceChipValue(20, undefined)),
        chip('firstAvailable', 'next60'),
        chip('size', '9H'),
      ],
      'Footwear',
    );
    expect(filters).toEqual({
      ids: '1234, 5678',
      styleOnly: true,
      division: ['Work', 'Kids'],
      components: { color1: 'Black' },
      categories: { type: 'Boot', lighted: true },
      price: { from: 20, on: 'wholesalePrice' },
      firstAvailable: 'next60',
      size: '9H',
    });
  });

  it('leaves out chips of panels the product type does not have', () => {
    expect(chipsToFilters([chip('dueDate', 'next15'), chip('popType', 'Banner')], 'Apparel')).toEqual({
      styleOnly: false,
    });
    expect(productFilterModulesByType.POP).toContain('pop');
    expect(productFilterModulesByType.Footwear).not.toContain('seasonCode');
  });
});

describe('isValidFilterChip', () => {
  it('accepts values the server accepts and refuses the others', () => {
    expect(isValidFilterChip(chip('gender', 'Mens'))).toBe(true);
    expect(isValidFilterChip(chip('gender', 'Martians'))).toBe(false);
    expect(isValidFilterChip(chip('dueDate', 'next15'))).toBe(true);
    expect(isValidFilterChip(chip('dueDate', 'tomorrow'))).toBe(false);
    expect(isValidFilterChip(chip('cost', 'abc-'))).toBe(false);
    expect(isValidFilterChip(chip('size', '9h'))).toBe(true);
    expect(isValidFilterChip(chip('size', 'TOOLONG'))).toBe(false);
    expect(isValidFilterChip(chip('modifiedDate__gtd', '2026-11-01T00:00:00-08:00'))).toBe(true);
  });
});
