import type { Showroom, ShowroomLine } from '@stride/domain';

export const SHOWROOM_ID = '7b0c9a5e-3f55-4d1b-9a43-1c2d3e4f5a6b';

/** A line's own uploaded picture (an assortment file). */
export const OWN_PICTURE_URL = `/api/assortments/${SHOWROOM_ID}/files/2c1d5e7f-8a9b-4c3d-9e1f-0a1b2c3d4e5f`;

export const showroomLine = (
  styleColorId: string,
  angles: ShowroomLine['angles'] = ['A', 'B'],
  picture: string | null = null,
): ShowroomLine => {
  const [style = '', color = ''] = styleColorId.split('_');
  return {
    styleColorId,
    style,
    color,
    name: `Runner ${style}`,
    colorDescription: `${color} colour`,
    lineStatus: 'A',
    price: 45.5,
    suggestedRetail: 90,
    currencySymbol: '$',
    decimalPlaces: 2,
    firstAvailDate: null,
    totalInventory: null,
    angles,
    picture,
  };
};

/** Two groups: Trail (100 in two colours, 200) and Road (300, with its own picture). */
export const showroomFixture = (id = SHOWROOM_ID): Showroom => ({
  assortment: {
    _id: id,
    title: 'Spring Showroom',
    subTitle: 'Buyers',
    logo: null,
    productType: 'Footwear',
    season: 'Spring',
    year: 2026,
    version: 3,
  },
  settings: {
    startScreen: 'categories',
    assortmentStatusOnly: false,
    background: '#e8f5e9',
    showPrices: true,
    showAvailability: false,
  },
  groups: [
    {
      title: 'Trail',
      slug: 'trail',
      styles: [
        { style: '100', name: 'Runner 100', colors: [showroomLine('100_BK'), showroomLine('100_RD', ['A'])] },
        { style: '200', name: 'Runner 200', colors: [showroomLine('200_WT', [])] },
      ],
    },
    {
      title: 'Road',
      slug: 'road',
      styles: [{ style: '300', name: 'Runner 300', colors: [showroomLine('300_BL', ['A', 'B'], OWN_PICTURE_URL)] }],
    },
  ],
});
