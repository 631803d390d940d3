import type { AssortmentWithProducts } from '@stride/domain';
import { assortmentHeader, productRow } from '../grid/test-fixtures';

/**
 * A static assortment at version 3 with the display group 'Hero' (styles 100 with two colours,
 * and 200) and three rows in Uncategorized (style 300, style 400 with two colours).
 */
export const sortAssortment = (values: Parameters<typeof assortmentHeader>[0] = {}): AssortmentWithProducts => ({
  ...assortmentHeader({ displayGroups: ['Hero'], version: 3, productCount: 6, ...values }),
  products: [
    productRow('100_001', { sortOrder: 1, displayGroup: 'Hero', name: 'Runner' }),
    productRow('100_002', { sortOrder: 2, displayGroup: 'Hero', name: 'Runner' }),
    productRow('200_001', { sortOrder: 3, displayGroup: 'Hero', name: 'Alpine' }),
    productRow('300_001', { sortOrder: 4, name: 'Court' }),
    productRow('400_002', { sortOrder: 5, name: 'Boot' }),
    productRow('400_001', { sortOrder: 6, name: 'Boot' }),
  ],
});
