import {
  type AssetFilterKey,
  type AssetFilters,
  type AssetSort,
  type AssetState,
  type LibraryType,
  VIEWABLE_ASSET_STATE,
} from '@stride/domain';
import { and, asc, desc, eq, gt, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../platform/db/escape-like.js';
import { assets } from './tables.js';

/** Which assets a grid, report or facet reads: one library, one state, the active filters. */
export type AssetSelection = { libraryType: LibraryType; manage?: AssetState; filters: AssetFilters };

const filterColumns: Record<AssetFilterKey, AnyPgColumn> = {
  assetType: assets.assetType,
  assetSubType: assets.assetSubType,
  season: assets.season,
  year: assets.year,
  lang: assets.lang,
  category: assets.category,
  gender: assets.gender,
  initiative: assets.initiative,
  entity: assets.entity,
  storeType: assets.storeType,
};

/** `%`, `_` and `\` match themselves in a keyword. */
const likePattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * Non-manage views see published assets only; a manage view its state. Assets still waiting for
 * their Primary file are never listed.
 */
const assetSelectionConditions = (selection: AssetSelection): SQL[] => {
  const { filters } = selection;
  const conditions: SQL[] = [
    eq(assets.libraryType, selection.libraryType),
    eq(assets.state, selection.manage ?? VIEWABLE_ASSET_STATE),
    eq(assets.waitingForFile, false),
  ];
  for (const [key, column] of Object.entries(filterColumns) as [AssetFilterKey, AnyPgColumn][]) {
    const values = filters[key];
    if (values && values.length > 0) conditions.push(inArray(column, values));
  }
  if (filters.keyword) conditions.push(ilike(assets.searchText, likePattern(filters.keyword)));
  if (filters.modifiedDate__gtd) conditions.push(gt(assets.modifiedDate, new Date(filters.modifiedDate__gtd)));
  return conditions;
};

export const assetSelectionWhere = (selection: AssetSelection) => and(...assetSelectionConditions(selection));

const sortColumns: Record<AssetSort['field'], AnyPgColumn> = {
  name: assets.name,
  modifiedDate: assets.modifiedDate,
  createdDate: assets.createdDate,
  year: assets.year,
  season: assets.season,
  assetType: assets.assetType,
  assetSubType: assets.assetSubType,
  lang: assets.lang,
  category: assets.category,
  gender: assets.gender,
  docType: assets.docType,
  entity: assets.entity,
  storeType: assets.storeType,
  region: assets.region,
};

/** The sort column, then the id, so pages never repeat or skip rows of equal values. */
export const assetOrderBy = (sort: AssetSort): SQL[] => {
  const column = sortColumns[sort.field];
  return sort.direction === 'asc' ? [asc(column), asc(assets.id)] : [desc(column), desc(assets.id)];
};

/** Keeps `search_text` (keyword filter) equal to the name, the file names and the body. */
export const searchTextOf = sql`${assets.name} || ' ' || coalesce(${assets.body}, '') || ' ' || coalesce((select string_agg(f.filename, ' ') from asset_files f where f.asset_id = ${assets.id}), '')`;
