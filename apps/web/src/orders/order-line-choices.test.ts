import { lineAvailability } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import {
  inventorySourceAllowed,
  lastPromoCode,
  newLineOf,
  sizeChoices,
  withCatalogueSizes,
} from './order-line-choices';
import { aLine } from './test-fixtures';

const product = { style: 'WAVE1', color: 'BLK', name: 'Wave Runner', productType: 'Footwear' as const };

describe('order line choices (spec part 1 §5 "Sample and promo order lines")', () => {
  it('gives new lines the default size of their product type and gender, and apparel the Pair side', () => {
    expect(newLineOf({ ...product, gender: 'Mens' }, { type: 'SAMPLE' }, null)).toMatchObject({
      size: '9',
      side: 'Pair',
    });
    expect(newLineOf({ ...product, gender: 'Womens' }, { type: 'SAMPLE' }, null).size).toBe('6');
    expect(newLineOf({ ...product, gender: 'Infants' }, { type: 'SAMPLE' }, null).size).toBe('7');
    expect(newLineOf({ ...product, gender: 'Girls' }, { type: 'SAMPLE' }, null).size).toBe('13');
    const apparel = newLineOf({ ...product, productType: 'Apparel', gender: 'Mens' }, { type: 'SAMPLE' }, null);
    expect(apparel).toMatchObject({ size: 'L', side: 'Pair', quantity: 1 });
  });

  it('applies the promo code entered last to new promo lines only', () => {
    const lines = [aLine({ promoCode: 'A1' }), aLine({ promoCode: null }), aLine({ promoCode: 'XY9' })];
    expect(lastPromoCode(lines)).toBe('XY9');
    expect(newLineOf({ ...product, gender: 'Mens' }, { type: 'PROMO' }, 'xy9').promoCode).toBe('XY9');
    expect(newLineOf({ ...product, gender: 'Mens' }, { type: 'SAMPLE' }, 'XY9').promoCode).toBeNull();
  });

  it('limits a promo line to the sizes available within the order window, keeping its own size', () => {
    const now = new Date('2026-11-20T18:00:00Z'); // 20261020 in the company time zone
    const line = aLine({ size: '12', availability: { '8': 20261025, '9': 20261130, '10': null } });
    expect(sizeChoices({ type: 'PROMO', availDateWindow: 10 }, line, now)).toEqual(['12', '8']);
    // Without a window of its own, 45 days ahead.
    expect(sizeChoices({ type: 'PROMO', availDateWindow: null }, line, now)).toEqual(['12', '8', '9']);
    expect(sizeChoices({ type: 'SAMPLE', availDateWindow: null }, line, now)).toEqual(['12', '8', '9', '10']);
  });

  it('offers the inventory source only when an inventory date matches the size', () => {
    expect(inventorySourceAllowed(aLine({ size: '9' }))).toBe(true);
    expect(inventorySourceAllowed(aLine({ size: '10' }))).toBe(false);
    expect(inventorySourceAllowed(aLine({ size: '11' }))).toBe(false);
  });

  it('reads a style-colour’s sizes from the catalogue: the first date each has stock, else none', () => {
    const sizes = lineAvailability({
      availability: [
        { size: '9', date: 20261101, inventory: 4, upc: '000000000009' },
        { size: '9', date: 20261015, inventory: 2, upc: '000000000009' },
        { size: '10', date: 20261015, inventory: 0, upc: '000000000010' },
      ],
    });
    expect(sizes).toEqual({ '9': 20261015, '10': null });
    const bare = aLine({ availability: {} });
    expect(withCatalogueSizes(bare, new Map([['WAVE1_BLK', sizes]])).availability).toEqual(sizes);
  });
});
