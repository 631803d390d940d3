import type { AssetFacetKey, FacetValue } from '@stride/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../platform/db/database.js';
import { countFacetValues } from '../platform/db/facet-counts.js';
import { type AssetSelection, assetSelectionWhere } from './list-conditions.js';
import { assets } from './tables.js';

const column = (source: AnyPgColumn) => sql<string>`${source}::text`;

/** Where each asset facet's values are read; divisions are a list per asset. */
const facetValue: Record<AssetFacetKey, SQL<string>> = {
  assetType: column(assets.assetType),
  assetSubType: column(assets.assetSubType),
  season: column(assets.season),
  year: column(assets.year),
  lang: column(assets.lang),
  category: column(assets.category),
  gender: column(assets.gender),
  initiative: column(assets.initiative),
  entity: column(assets.entity),
  storeType: column(assets.storeType),
  docType: column(assets.docType),
  divisionId: sql<string>`unnest(${assets.divisionId})`,
  region: column(assets.region),
  tag: column(assets.tag),
  status: column(assets.status),
  orientation: column(assets.orientation),
  productSubType: column(assets.productSubType),
  usage: column(assets.usage),
  vmCategory: column(assets.vmCategory),
  mediaDisplay: column(assets.mediaDisplay),
  element: column(assets.element),
  function: column(assets.function),
};

export const createAssetFacetRepository = (db: Database) => ({
  /** The values of one field among the selected assets, each with how many assets have it. */
  facet: (key: AssetFacetKey, selection: AssetSelection): Promise<FacetValue[]> =>
    countFacetValues(db, facetValue[key], (selected) =>
      db.select(selected).from(assets).where(assetSelectionWhere(selection)).$dynamic(),
    ),
});

export type AssetFacetRepository = ReturnType<typeof createAssetFacetRepository>;
