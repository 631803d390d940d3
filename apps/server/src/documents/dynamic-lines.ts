import {
  type Assortment,
  type AssortmentProduct,
  MAX_ASSORTMENT_PRODUCTS,
  PRODUCT_SEARCH_LIMIT,
  type Product,
  type User,
} from '@stride/domain';
import { presentAssortmentProduct } from '../assortments/presenter.js';
import type { CatalogueRow } from '../assortments/product-rows-repository.js';
import type { ProductsRepository } from '../products/repository.js';
import type { ProductSearchService } from '../products/search-service.js';

/** A catalogue product as a line of an assortment that has no values of its own. */
const catalogueRowOf = (product: Product, locationCode: string, sortOrder: number): CatalogueRow => {
  const location = product.locations.find((candidate) => candidate.code === locationCode);
  return {
    id: product.styleColorId,
    style: product.style,
    color: product.color,
    sort_order: sortOrder,
    values: {},
    field_versions: {},
    version: 0,
    style_numeric: product.styleNumeric,
    name: product.name,
    product_type: product.productType,
    division: product.division,
    gender: product.gender,
    pillar: product.pillar,
    color_description: product.colorDescription,
    outsole: product.outsole,
    upper: product.upper,
    pop_category: product.popCategory,
    season_codes: product.seasonCodes,
    line_status: location?.lineStatus ?? null,
    cost: location?.wholesalePrice ?? null,
    suggested_retail: location?.suggestedRetail ?? null,
    first_avail_date: location?.firstAvailDate ?? null,
    total_inventory: location?.totalInventory ?? null,
    currency_symbol: location?.currencySymbol ?? null,
    decimal_places: location?.decimalPlaces ?? null,
  };
};

export type DocumentRows = { rows: AssortmentProduct[]; products: Map<string, Product> };

/**
 * A dynamic assortment's lines as they are now (for its documents and its showroom): the
 * catalogue search its query describes, at its location, as the grid shows it (same filters, line status, order by
 * style), up to the largest assortment there is. The person's own rights limit the search.
 */
export const createDynamicLines = (deps: { search: ProductSearchService; products: ProductsRepository }) =>
  async function dynamicLines(
    user: User,
    assortment: Pick<Assortment, 'productType' | 'locationId' | 'query'>,
  ): Promise<DocumentRows> {
    const ids: string[] = [];
    for (let skip = 0; skip < MAX_ASSORTMENT_PRODUCTS; skip += PRODUCT_SEARCH_LIMIT) {
      const answer = await deps.search.search(
        {
          productType: assortment.productType,
          locationCode: assortment.locationId,
          lineStatus: assortment.query?.lineStatus ?? 'ALL',
          filters: assortment.query?.filters ?? { styleOnly: false },
          sort: { field: 'style', direction: 1 },
          skip,
          limit: Math.min(PRODUCT_SEARCH_LIMIT, MAX_ASSORTMENT_PRODUCTS - skip),
          options: { totalCount: false, summary: true, includeWarehouseAvailability: false },
        },
        user.userTBEs,
      );
      const page = (JSON.parse(answer) as { data: { styleColorId: string }[] }).data;
      ids.push(...page.map((row) => row.styleColorId));
      if (page.length < PRODUCT_SEARCH_LIMIT) break;
    }
    const products = new Map((await deps.products.findProducts(ids)).map((product) => [product.styleColorId, product]));
    const rows = ids.flatMap((id, index) => {
      const product = products.get(id);
      return product ? [presentAssortmentProduct(catalogueRowOf(product, assortment.locationId, index))] : [];
    });
    return { rows, products };
  };

export type DynamicLines = ReturnType<typeof createDynamicLines>;
