import type { FacetValue, ProductFacetKey } from '@stride/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../platform/db/database.js';
import { countFacetValues } from '../platform/db/facet-counts.js';
import { type ProductQuery, productQueryConditions } from './search-repository.js';
import { productLocations, products } from './tables.js';

const unnested = (column: AnyPgColumn) => sql<string>`unnest(${column})`;
const inDocument = (group: 'components' | 'categories', key: string) =>
  sql<string>`${group === 'components' ? products.components : products.categories} ->> ${key}`;

/** Where each facet's values are read: a column, an element of an array column, or a jsonb field. */
const facetValue: Record<ProductFacetKey, SQL<string>> = {
  keyInitiative: unnested(products.keyInitiatives),
  division: sql<string>`${products.division}`,
  gender: sql<string>`${products.gender}`,
  color1: inDocument('components', 'color1'),
  color2: inDocument('components', 'color2'),
  color3: inDocument('components', 'color3'),
  material1: inDocument('components', 'material1'),
  material2: inDocument('components', 'material2'),
  material3: inDocument('components', 'material3'),
  features: unnested(products.features),
  type: inDocument('categories', 'type'),
  shape: inDocument('categories', 'shape'),
  height: inDocument('categories', 'height'),
  closure: inDocument('categories', 'closure'),
  sport: inDocument('categories', 'sport'),
  width: inDocument('categories', 'width'),
  apparelType: inDocument('categories', 'apparelType'),
  apparelSubType: inDocument('categories', 'apparelSubType'),
  seasonCode: unnested(products.seasonCodes),
  popType: sql<string>`${products.popType}`,
  popMaterial: unnested(products.popMaterials),
  popCategory: sql<string>`${products.popCategory}`,
  popGender: sql<string>`${products.popGender}`,
  popUsage: sql<string>`${products.popUsage}`,
};

export const createProductFacetRepository = (db: Database) => ({
  /** The values of one facet among the products the query finds, with how many products have each. */
  facet: (key: ProductFacetKey, query: ProductQuery): Promise<FacetValue[]> =>
    countFacetValues(db, facetValue[key], (selected) =>
      db
        .select(selected)
        .from(products)
        .innerJoin(
          productLocations,
          and(eq(productLocations.styleColorId, products.styleColorId), eq(productLocations.code, query.locationCode)),
        )
        .where(and(...productQueryConditions(query)))
        .$dynamic(),
    ),
});

export type ProductFacetRepository = ReturnType<typeof createProductFacetRepository>;
