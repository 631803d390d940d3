import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromStyleColorId, styleColorIdSchema, styleNumeric, toStyleColorId } from './style-color-id.js';

const code = (max: number) => fc.stringMatching(new RegExp(`^[A-Z0-9]{1,${max}}$`));

describe('styleColorId', () => {
  it('joins style and colour with an underscore', () => {
    expect(toStyleColorId('149710', 'BKWT')).toBe('149710_BKWT');
    expect(fromStyleColorId('302450L_PKLV')).toEqual({ style: '302450L', color: 'PKLV' });
  });
  it('round-trips any style and colour code', () => {
    fc.assert(
      fc.property(code(20), code(10), (style, color) => {
        const id = toStyleColorId(style, color);
        expect(styleColorIdSchema.safeParse(id).success).toBe(true);
        expect(fromStyleColorId(id)).toEqual({ style, color });
      }),
    );
  });
  it.each(['149710', '149710_', '_BLK', '149710_blk', '1497/10_BLK', '149710_BLK_X'])('rejects %s', (id) => {
    expect(fromStyleColorId(id)).toBeNull();
    expect(styleColorIdSchema.safeParse(id).success).toBe(false);
  });
});

describe('styleNumeric', () => {
  const cases: [string, number][] = [
    ['149710', 149710],
    ['302450L', 302450],
    ['AP41234', 41234],
    ['POP10231', 10231],
    ['ABC', 0],
  ];
  it.each(cases)('%s sorts as %d', (style, expected) => {
    expect(styleNumeric(style)).toBe(expected);
  });
});
