import {
  AUTOCOMPLETE_LIMIT,
  fromStyleColorId,
  type ProductSearchRequest,
  type ProductType,
  type ProductValidationAnswer,
  type ProductValidationStatus,
  toStyleColorId,
  type UserTBE,
  visibleLocations,
} from '@stride/domain';
import { searchAnswerJson } from './presenter.js';
import { buildProductQuery } from './product-query.js';
import type { ProductSearchRepository } from './search-repository.js';

export const createProductSearchService = (deps: { search: ProductSearchRepository; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * The answer's JSON text: `{ totalCount?, data }` with the documents the user may see, or
     * their summaries at the search's location (which buildProductQuery has checked they may see).
     * A search naming no location prices at the user's active location when they may see it.
     */
    search: async (
      request: ProductSearchRequest,
      userTBEs: readonly UserTBE[],
      userActiveLocation: string | null = null,
    ): Promise<string> => {
      const { sort, skip, limit } = request;
      const query = buildProductQuery(request, { userTBEs, userActiveLocation }, now(), { sort, skip, limit });
      const { documentsJson, totalCount } = await deps.search.find(query, request.options);
      const locationCodes = new Set(visibleLocations(userTBEs).map((location) => location.code));
      return searchAnswerJson(documentsJson, request.options.summary ? null : locationCodes, totalCount);
    },

    suggestStyles: (text: string) => deps.search.styleSuggestions(text.toUpperCase(), AUTOCOMPLETE_LIMIT),

    /** `style` lists its colours; `style_B` those whose colour code starts with B. */
    suggestColors: (text: string) => {
      const [style = '', colorPrefix = ''] = text.toUpperCase().split('_');
      return deps.search.colorSuggestions(style, colorPrefix, AUTOCOMPLETE_LIMIT);
    },

    styleColors: (productType: ProductType, styles: readonly string[]) =>
      deps.search.styleColors(
        productType,
        styles.map((style) => style.toUpperCase()),
      ),

    validate: async (
      productType: ProductType,
      rows: readonly { style: string; color: string }[],
      locationCode?: string,
    ): Promise<ProductValidationAnswer> => {
      const normalized = rows.map((row) => ({ style: row.style.toUpperCase(), color: row.color.toUpperCase() }));
      const ids = normalized.map((row) => toStyleColorId(row.style, row.color));
      const found = await deps.search.productTypes(ids);
      const statuses = locationCode ? await deps.search.lineStatuses(ids, locationCode) : null;
      const data = normalized.map((row) => {
        const styleColorId = toStyleColorId(row.style, row.color);
        const type = fromStyleColorId(styleColorId) ? found.get(styleColorId) : undefined;
        const status: ProductValidationStatus =
          type === undefined ? 'Style/Color Not Found' : type === productType ? 'found' : 'Product Type is not correct';
        return statuses
          ? { ...row, styleColorId, status, lineStatus: statuses.get(styleColorId) ?? null }
          : { ...row, styleColorId, status };
      });
      return { message: data.length === 0 ? 'No Products' : 'OK', data };
    },
  };
};

export type ProductSearchService = ReturnType<typeof createProductSearchService>;
