import {
  type Assortment,
  type AssortmentGetAnswer,
  type AssortmentProduct,
  type AssortmentRead,
  assortmentRowPrintImage,
  assortmentUiSettingsSchema,
  DEFAULT_CURRENCY_SYMBOL,
  DEFAULT_DECIMAL_PLACES,
  divisionGroupOf,
  groupAssortmentLines,
  type LineStatus,
  markupPercent,
  netCost,
  type ProductType,
} from '@stride/domain';
import type { CatalogueRow } from './product-rows-repository.js';
import type { AssortmentRow } from './tables.js';

export type FolderNode = { id: string; parentId: string | null };

/** Folder ids from the root down to the entry itself (the tree path the manager groups by). */
const hierarchyOf = (row: FolderNode, folders: ReadonlyMap<string, FolderNode>): string[] => {
  const path = [row.id];
  let parentId = row.parentId;
  // A cycle cannot be stored (moves into one's own subtree are refused); the bound is a backstop.
  while (parentId && path.length < 20) {
    path.unshift(parentId);
    parentId = folders.get(parentId)?.parentId ?? null;
  }
  return path;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const presentAssortment = (row: AssortmentRow, folders: ReadonlyMap<string, FolderNode>): Assortment => ({
  _id: row.id,
  id: row.id,
  type: row.type,
  title: row.title,
  subTitle: row.subTitle,
  hierarchy: hierarchyOf(row, folders),
  parentId: row.parentId,
  logo: row.logo,
  thumbnail: row.thumbnail,
  productType: row.productType,
  orgType: row.orgType,
  method: row.method,
  channel: row.channel,
  region: row.region,
  gender: row.gender as Assortment['gender'],
  season: row.season as Assortment['season'],
  year: row.year,
  decimalsPlaces: row.decimalsPlaces,
  state: row.state,
  archived: row.archived,
  starred: row.starred,
  status: row.status,
  locationId: row.locationId,
  carryoverDate: row.carryoverDate,
  collectionsQueryId: row.collectionsQueryId,
  sortOrder: row.sortOrder,
  createdDate: row.createdDate.toISOString(),
  modifiedDate: row.modifiedDate.toISOString(),
  lastSyncDate: iso(row.lastSyncDate),
  lastEditedByUser: row.lastEditedBy ? { _id: row.lastEditedBy, name: row.lastEditedByName ?? '' } : null,
  owner: { _id: row.ownerId, name: row.ownerName },
  productCount: row.productCount,
  alerts: row.alerts,
  labels: row.labels,
  query: row.query ?? null,
  customContent: row.customContent,
  displayGroups: row.displayGroups,
  uiSettings: assortmentUiSettingsSchema.parse(row.uiSettings),
  version: row.version,
});

/** What pricing rules read of a row: the catalogue's cost and retail at the assortment's location. */
export const rowPricing = (row: Pick<CatalogueRow, 'cost' | 'suggested_retail' | 'decimal_places'>) => ({
  cost: row.cost,
  suggestedRetail: row.suggested_retail,
  decimalPlaces: row.decimal_places ?? DEFAULT_DECIMAL_PLACES,
});

/** A row of the grid: the catalogue's values at the location with the assortment's own on top. */
export const presentAssortmentProduct = (row: CatalogueRow): AssortmentProduct => {
  const { values } = row;
  const { cost, suggestedRetail, decimalPlaces } = rowPricing(row);
  const thumbnail = values.thumbnail ?? null;
  // A cleared pricing cell stores null: the net cost is the catalogue's cost less any discount again.
  const net =
    values.netCost ??
    (cost === null
      ? null
      : netCost(
          cost,
          { discountPercent: values.discountPercent, discountAmount: values.discountAmount },
          decimalPlaces,
        ));
  return {
    id: row.id,
    style: row.style,
    color: row.color,
    styleNumeric: row.style_numeric ?? 0,
    name: row.name ?? '',
    productType: (row.product_type ?? 'Footwear') as ProductType,
    division: row.division ?? '',
    divisionGroup: divisionGroupOf(row.division ?? ''),
    gender: row.gender ?? '',
    colorDescription: row.color_description ?? '',
    outsole: row.outsole,
    upper: row.upper,
    popCategory: row.pop_category,
    seasonCodes: row.season_codes ?? [],
    lineStatus: row.line_status as LineStatus | null,
    cost,
    suggestedRetail,
    markupPercent: suggestedRetail !== null && net !== null ? markupPercent(suggestedRetail, net) : null,
    firstAvailDate: row.first_avail_date,
    totalInventory: row.total_inventory,
    currencySymbol: row.currency_symbol ?? DEFAULT_CURRENCY_SYMBOL,
    decimalPlaces,
    inCatalogue: row.name !== null,
    sortOrder: row.sort_order,
    displayGroup: values.displayGroup ?? null,
    label: values.label ?? null,
    carryover: values.carryover ?? 0,
    selected: values.selected ?? false,
    pillar: values.pillar ?? row.pillar ?? '',
    discountPercent: values.discountPercent ?? null,
    discountAmount: values.discountAmount ?? null,
    netCost: net,
    styleNote: values.styleNote ?? null,
    colorNote: values.colorNote ?? null,
    collectionStyleNote: values.collectionStyleNote ?? null,
    collectionColorNote: values.collectionColorNote ?? null,
    tags: values.tags ?? [],
    thumbnail,
    printImage: assortmentRowPrintImage({ id: row.id, thumbnail }),
    version: row.version,
  };
};

/** The answer of an assortment's read: its lines grouped by style, as the grid's reads take them. */
export const presentAssortmentRead = <Read extends AssortmentRead>({
  products,
  ...assortment
}: Read): Omit<Read, 'products'> & Pick<AssortmentGetAnswer, 'styles'> => ({
  ...assortment,
  styles: groupAssortmentLines(products),
});
