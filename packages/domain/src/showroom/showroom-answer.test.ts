import { describe, expect, it } from 'vitest';
import type { Showroom, ShowroomLine } from './showroom.js';
import { showroomAnswerOf, showroomAnswerSchema, showroomOf } from './showroom-answer.js';

const line = (style: string, color: string, fields: Partial<ShowroomLine> = {}): ShowroomLine => ({
  styleColorId: `${style}_${color}`,
  style,
  color,
  name: `Runner ${style}`,
  colorDescription: 'Black',
  lineStatus: 'A',
  price: 16.25,
  suggestedRetail: 35,
  currencySymbol: '€',
  decimalPlaces: 2,
  firstAvailDate: null,
  totalInventory: null,
  angles: ['A', 'B'],
  picture: null,
  ...fields,
});

const showroom: Showroom = {
  assortment: {
    _id: '5b0c3f4e-8f7a-4c1e-9a51-0d2f1b7c9e21',
    title: 'Europe 2027',
    subTitle: null,
    logo: null,
    productType: 'Footwear',
    season: 'Spring',
    year: 2027,
    version: 3,
  },
  settings: showroomAnswerSchema.shape.settings.parse({}),
  groups: [
    {
      title: 'Hero styles',
      slug: 'hero-styles',
      styles: [
        {
          style: '100003N',
          name: 'Runner 100003N',
          colors: [
            line('100003N', 'BLK', { firstAvailDate: 20270115, totalInventory: 40 }),
            line('100003N', 'WHT', { price: null, suggestedRetail: null, lineStatus: null, angles: [] }),
          ],
        },
        // Not priced at the assortment's location: the default currency, said on the line.
        {
          style: '2001',
          name: 'Runner 2001',
          colors: [line('2001', 'NVY', { currencySymbol: '$', picture: '/a.png' })],
        },
      ],
    },
  ],
};

describe('the showroom answer', () => {
  it("says each colour's own facts only, the currency once, and no nulls", () => {
    const answer = showroomAnswerOf(showroom);
    expect(answer.assortment).toMatchObject({ currencySymbol: '€', decimalPlaces: 2 });
    expect(answer.groups[0]!.styles.map((style) => style.colors)).toEqual([
      [
        {
          color: 'BLK',
          colorDescription: 'Black',
          lineStatus: 'A',
          price: 16.25,
          suggestedRetail: 35,
          firstAvailDate: 20270115,
          totalInventory: 40,
          angles: ['A', 'B'],
        },
        { color: 'WHT', colorDescription: 'Black', angles: [] },
      ],
      [
        {
          color: 'NVY',
          colorDescription: 'Black',
          lineStatus: 'A',
          price: 16.25,
          suggestedRetail: 35,
          currencySymbol: '$',
          angles: ['A', 'B'],
          picture: '/a.png',
        },
      ],
    ]);
    expect(showroomAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('makes the whole showroom again', () => {
    expect(showroomOf(JSON.parse(JSON.stringify(showroomAnswerOf(showroom))))).toEqual(showroom);
  });
});
