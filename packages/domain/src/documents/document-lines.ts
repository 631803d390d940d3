import type { AssortmentProduct } from '../assortments/assortment.js';
import type { CurrencyFormat } from '../formatting/display.js';
import type { Product, ProductLocation } from '../products/product.js';
import type { DocumentFieldSetting } from './document-settings.js';

/** How a value prints: money in the location's currency, a date number (YYYYMMDD), text. */
export type DocumentValueKind = 'text' | 'longText' | 'money' | 'percent' | 'date' | 'integer';

export const documentFieldKinds: Record<DocumentFieldSetting, DocumentValueKind> = {
  cost: 'money',
  originalCost: 'money',
  suggestedRetail: 'money',
  netCost: 'money',
  initialMarkup: 'percent',
  colorSellThru: 'percent',
  styleSellThru: 'percent',
  percentage: 'percent',
  quantity: 'integer',
  availability: 'date',
  inventory: 'integer',
  futureCost: 'money',
  futureSuggestedRetail: 'money',
  futureEffectiveDate: 'date',
  lastProducedDate: 'date',
  division: 'text',
  pillar: 'text',
  marketingDescription: 'longText',
  width: 'text',
  otherSpecialWidths: 'text',
  dutyCode: 'text',
  boxCategory: 'text',
  sizeRange: 'text',
  sizeScale: 'text',
  features: 'longText',
  nrf: 'text',
  seasonCodes: 'text',
  dimensions: 'text',
  popCategory: 'text',
  materials: 'text',
  usage: 'text',
  capacityUnit: 'text',
  units: 'integer',
  relationships: 'text',
  expirationDate: 'date',
};

export type DocumentValue = string | number | null;

/** What the grouping of an assortment can group a document's lines by. */
export type DocumentGroupValues = Pick<AssortmentProduct, 'gender' | 'division' | 'divisionGroup' | 'pillar'> & {
  popCategory: string;
};

/** One line of an assortment as documents print it: the grid's row with the catalogue's facts. */
export type DocumentLine = {
  id: string;
  style: string;
  color: string;
  name: string;
  colorDescription: string;
  /** 1-based place in the assortment's order (the 'sort number' setting). */
  position: number;
  /** The line's own picture, else the catalogue's print image (an app path). */
  imagePath: string;
  currency: CurrencyFormat;
  group: DocumentGroupValues;
  values: Record<DocumentFieldSetting, DocumentValue>;
};

const joined = (values: readonly string[] | null | undefined) =>
  values && values.length > 0 ? values.join(', ') : null;

/**
 * Footwear comes in one width per style; a style in another than the standard one prints it
 * under 'other special widths', which buyers scan for wide fits.
 */
const STANDARD_WIDTH = 'Medium';

/** A later price the catalogue announces for a location, when it has one. */
type FuturePrice = NonNullable<ProductLocation['future']>;

/**
 * The facts of a line at the assortment's location. The assortment's own values (pillar, net
 * cost, discounts) win over the catalogue's; a line whose style-colour left the catalogue keeps
 * what the grid still knows and prints blanks for the rest.
 */
export const documentLineOf = (
  row: AssortmentProduct,
  product: Product | null,
  locationCode: string | null,
  position: number,
): DocumentLine => {
  const location = product?.locations.find((candidate) => candidate.code === locationCode) ?? null;
  const future: FuturePrice | null = location?.future ?? null;
  const width = product?.categories.width ?? null;
  return {
    id: row.id,
    style: row.style,
    color: row.color,
    name: row.name,
    colorDescription: row.colorDescription,
    position,
    imagePath: row.printImage,
    currency: { currencySymbol: row.currencySymbol, decimalPlaces: row.decimalPlaces },
    group: {
      gender: row.gender,
      division: row.division,
      divisionGroup: row.divisionGroup,
      pillar: row.pillar,
      popCategory: row.popCategory ?? '',
    },
    values: {
      cost: row.cost,
      originalCost: location?.originalCost ?? null,
      suggestedRetail: row.suggestedRetail,
      netCost: row.netCost,
      initialMarkup: row.markupPercent,
      colorSellThru: product?.sellThru ?? null,
      styleSellThru: product?.styleSellThru ?? null,
      percentage: product?.percentage ?? null,
      quantity: product?.quantity ?? null,
      availability: row.firstAvailDate,
      inventory: row.totalInventory,
      futureCost: future?.wholesalePrice ?? null,
      futureSuggestedRetail: future?.suggestedRetail ?? null,
      futureEffectiveDate: future?.effectiveDate ?? null,
      lastProducedDate: location?.lastProdDate ?? null,
      division: row.division || null,
      pillar: row.pillar || null,
      marketingDescription: product?.description || null,
      width,
      otherSpecialWidths: width && width !== STANDARD_WIDTH ? width : null,
      dutyCode: product?.dutyCode || null,
      boxCategory: product?.boxCategory ?? null,
      sizeRange: location?.sizeRange || null,
      sizeScale: product?.sizeScale || null,
      features: joined(product?.features),
      nrf: product?.nrf ?? null,
      seasonCodes: joined(row.seasonCodes),
      dimensions: product?.dimensions ?? null,
      popCategory: row.popCategory,
      materials: joined(product?.materials),
      usage: product?.usage ?? null,
      capacityUnit:
        product?.capacity != null && product.capacityUnit ? `${product.capacity} ${product.capacityUnit}` : null,
      units: product?.units ?? null,
      relationships: joined(product?.relationships.orderWith),
      expirationDate: product?.expirationDate ?? null,
    },
  };
};
