import { type ImageAngle, type ImageKind, type Product, productKeyInitiatives } from '@stride/domain';
import type { ProductImageRow, ProductLocationRow, ProductRow, ProductSearchRow } from './tables.js';

export type ProductImageRecord = { angle: ImageAngle; kind: ImageKind; hero: boolean; fileName: string };

/** The searchable columns of a product, next to its full document. */
export const toProductRow = (product: Product): ProductRow => ({
  styleColorId: product.styleColorId,
  style: product.style,
  styleNumeric: product.styleNumeric,
  color: product.color,
  name: product.name,
  productType: product.productType,
  division: product.division,
  gender: product.gender,
  pillar: product.pillar,
  lifeCycle: product.lifeCycle,
  seasonCodes: product.seasonCodes,
  keyInitiatives: productKeyInitiatives(product),
  features: product.features,
  categories: product.categories,
  components: product.components,
  outsole: product.outsole,
  upper: product.upper,
  description: product.description,
  colorDescription: product.colorDescription,
  popCategory: product.popCategory,
  popType: product.popType,
  popGender: product.popGender,
  popUsage: product.usage,
  popMaterials: product.materials,
  dueDate: product.dueDate,
  carryover: product.carryover,
  newColor: product.newColor,
  document: product,
  createdDate: new Date(product.createdDate),
  modifiedDate: new Date(product.modifiedDate),
});

export const toLocationRows = (product: Product): ProductLocationRow[] =>
  product.locations.map((location) => ({
    styleColorId: product.styleColorId,
    code: location.code,
    lineStatus: location.lineStatus,
    sizeRange: location.sizeRange,
    wholesalePrice: location.wholesalePrice,
    originalCost: location.originalCost,
    suggestedRetail: location.suggestedRetail,
    netCost: location.netCost,
    markupPercent: location.markupPercent,
    statusDate: location.statusDate,
    lastProdDate: location.lastProdDate,
    styleLastProdDate: location.styleLastProdDate,
    addDate: location.addDate,
    firstAvailDate: location.firstAvailDate,
    totalInventory: location.totalInventory,
    sizeAvailDates: Object.fromEntries(
      location.availability.flatMap(({ date, sizes }) => Object.keys(sizes).map((size) => [size, date] as const)),
    ),
    currencySymbol: location.currencySymbol,
    decimalPlaces: location.decimalPlaces,
  }));

/** What the name filter matches, as products.search_name has it; lower-cased for the search table. */
const nameSearchText = (product: Pick<Product, 'name' | 'outsole' | 'upper'>) =>
  `${product.name} ${product.outsole ?? ''} ${product.upper ?? ''}`.toLowerCase();

/** The search table's rows: each location's line status and prices with the product's filter and sort columns. */
export const toSearchRows = (product: Product): ProductSearchRow[] =>
  product.locations.map((location) => ({
    code: location.code,
    styleColorId: product.styleColorId,
    productType: product.productType,
    lineStatus: location.lineStatus,
    division: product.division,
    gender: product.gender,
    seasonCodes: product.seasonCodes,
    styleNumeric: product.styleNumeric,
    name: product.name,
    searchName: nameSearchText(product),
    modifiedDate: new Date(product.modifiedDate),
    createdDate: new Date(product.createdDate),
    addDate: location.addDate,
    wholesalePrice: location.wholesalePrice,
    suggestedRetail: location.suggestedRetail,
  }));

/**
 * Search rows in the order a search reads them (location, type, division, gender), so that
 * rows one search counts share pages instead of being spread over the whole table.
 */
export const inSearchOrder = (rows: ProductSearchRow[]): ProductSearchRow[] => {
  const key = (row: ProductSearchRow) => [row.code, row.productType, row.division, row.gender].join('\u0000');
  return rows
    .map((row) => ({ row, key: key(row) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ row }) => row);
};

export const toImageRows = (styleColorId: string, images: readonly ProductImageRecord[]): ProductImageRow[] =>
  images.map((image) => ({ styleColorId, ...image }));
