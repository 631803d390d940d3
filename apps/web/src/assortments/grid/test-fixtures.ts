import {
  type Assortment,
  type AssortmentBatchAnswer,
  type AssortmentGetAnswer,
  type AssortmentProduct,
  type AssortmentWithProducts,
  groupAssortmentLines,
} from '@stride/domain';

/** A style-colour row as the API answers it, priced at $100 with a $180 retail. */
export const productRow = (id: string, values: Partial<AssortmentProduct> = {}): AssortmentProduct => {
  const [style = id, color = '001'] = id.split('_');
  return {
    id,
    style,
    color,
    styleNumeric: Number.parseInt(style.replace(/\D/g, ''), 10) || 0,
    name: `Shoe ${style}`,
    productType: 'Footwear',
    division: 'Mens Sport',
    divisionGroup: 'Sport',
    gender: 'Mens',
    colorDescription: 'Black',
    outsole: null,
    upper: null,
    popCategory: null,
    seasonCodes: [],
    lineStatus: 'A',
    cost: 100,
    suggestedRetail: 180,
    markupPercent: 44.44,
    firstAvailDate: 20270105,
    totalInventory: 12,
    currencySymbol: '$',
    decimalPlaces: 2,
    inCatalogue: true,
    sortOrder: 0,
    displayGroup: null,
    label: null,
    carryover: 0,
    selected: false,
    pillar: 'Lifestyle',
    discountPercent: null,
    discountAmount: null,
    netCost: 100,
    styleNote: null,
    colorNote: null,
    collectionStyleNote: null,
    collectionColorNote: null,
    tags: [],
    thumbnail: null,
    printImage: `/api/products/images/${id}/A/medium`,
    version: 1,
    ...values,
  };
};

export const assortmentHeader = (values: Partial<Assortment> = {}): Assortment => ({
  _id: '5f0c6a2e-1111-4a6b-9c1d-000000000001',
  id: '5f0c6a2e-1111-4a6b-9c1d-000000000001',
  type: 'item',
  title: 'Spring 2027 Line Plan',
  subTitle: 'Demo Outfitters',
  hierarchy: [],
  parentId: null,
  logo: null,
  thumbnail: null,
  productType: 'Footwear',
  orgType: 'regular',
  method: 'static',
  channel: 'All',
  region: 'Domestic',
  gender: null,
  season: null,
  year: null,
  decimalsPlaces: 2,
  state: 'Published',
  archived: false,
  starred: false,
  status: 'ALL',
  locationId: 'US',
  carryoverDate: null,
  collectionsQueryId: null,
  sortOrder: 0,
  createdDate: '2026-01-01T00:00:00.000Z',
  modifiedDate: '2026-01-01T00:00:00.000Z',
  lastSyncDate: null,
  lastEditedByUser: null,
  owner: { _id: '5f0c6a2e-1111-4a6b-9c1d-0000000000aa', name: 'Demo User' },
  productCount: 3,
  alerts: [],
  labels: [{ name: 'Hot', color: '#e53935' }],
  query: null,
  customContent: [],
  displayGroups: [],
  uiSettings: { gridSettings: { sortOrder: [], groupIsEnabled: false, customSort: {}, columns: [] } },
  version: 1,
  ...values,
});

/** An assortment of three style-colours (two colours of style 100, one of 200) at version 1. */
export const loadedAssortment = (values: Partial<Assortment> = {}): AssortmentWithProducts => ({
  ...assortmentHeader(values),
  products: [
    productRow('100_001', { sortOrder: 0 }),
    productRow('100_002', { sortOrder: 1 }),
    productRow('200_001', { sortOrder: 2 }),
  ],
});

/** GET /api/assortments/{id} as the server answers it: the lines grouped by style. */
export const assortmentAnswer = ({ products, ...assortment }: AssortmentWithProducts): AssortmentGetAnswer => ({
  ...assortment,
  styles: groupAssortmentLines(products),
});

/** The answer of a saved batch: its rows, deleted ids and the new version. */
export const batchAnswer = (
  version: number,
  products: AssortmentProduct[],
  deleted: string[] = [],
  header: Partial<Assortment> = {},
): AssortmentBatchAnswer => ({
  message: 'Success',
  version,
  products: products.map((product) => ({ ...product, version })),
  deleted,
  skipped: [],
  assortment: assortmentHeader({ version, ...header }),
});
