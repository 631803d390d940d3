import { describe, expect, it } from 'vitest';
import { colorHex, colorwayCode, colorwayDescription, productColors } from './colors.js';

describe('product colours', () => {
  it('have unique names, codes and abbreviations', () => {
    for (const key of ['name', 'code', 'abbreviation'] as const) {
      expect(new Set(productColors.map((color) => color[key])).size).toBe(productColors.length);
    }
  });
  it('give a colourway code from its first two colours', () => {
    expect(colorwayCode(['Black'])).toBe('BLK');
    expect(colorwayCode(['Black', 'White'])).toBe('BKWT');
    expect(colorwayCode(['Navy', 'Gray', 'Red'])).toBe('NVGY');
    expect(colorwayDescription(['Navy', 'Gray', 'Red'])).toBe('Navy/Gray/Red');
  });
  it('answer a swatch, gray for unknown names', () => {
    expect(colorHex('Black')).toBe('#1f1f1f');
    expect(colorHex('Sunset Glow')).toBe('#9e9e9e');
    expect(colorHex(null)).toBe('#9e9e9e');
  });
});
