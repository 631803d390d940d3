import {
  AUTOCOMPLETE_LIMIT,
  dueDateWindow,
  firstAvailableWindow,
  fromStyleColorId,
  lastProducedWindow,
  type ProductSearchRequest,
  type ProductType,
  type ProductValidationStatus,
  parseProductIds,
  searchLineStatuses,
  searchLocationCode,
  todayDateNumber,
  toStyleColorId,
  type UserTBE,
  visibleLocations,
} from '@stride/domain';
import { locationNotVisible } from '../platform/errors.js';
import { presentProduct } from './presenter.js';
import type { ProductQuery, ProductSearchRepository } from './search-repository.js';

const idsQuery = (ids: string | undefined, styleOnly: boolean): ProductQuery['ids'] => {
  if (!ids) return null;
  const parsed = parseProductIds(ids);
  if (styleOnly) return { styles: parsed.map((id) => id.split('_')[0] ?? id), styleColorIds: [] };
  return {
    styles: parsed.filter((id) => !id.includes('_')),
    styleColorIds: parsed.filter((id) => id.includes('_')),
  };
};

export const createProductSearchService = (deps: { search: ProductSearchRepository; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());

  return {
    search: async (request: ProductSearchRequest, userTBEs: readonly UserTBE[]) => {
      const locationCodes = new Set(visibleLocations(userTBEs).map((location) => location.code));
      const locationCode = searchLocationCode(request);
      if (!locationCodes.has(locationCode)) {
        throw locationNotVisible(locationCode);
      }
      const { filters } = request;
      const today = todayDateNumber(now());
      const query: ProductQuery = {
        productType: request.productType,
        locationCode,
        lineStatuses: searchLineStatuses(request.lineStatus),
        filters,
        ids: idsQuery(filters.ids, filters.styleOnly),
        windows: {
          dueDate: filters.dueDate && dueDateWindow(filters.dueDate, today),
          firstAvailable: filters.firstAvailable && firstAvailableWindow(filters.firstAvailable, today),
          lastProduced: filters.lastProduced && lastProducedWindow(filters.lastProduced, today),
        },
        sort: request.sort,
        skip: request.skip,
        limit: request.limit,
      };
      const [documents, totalCount] = await Promise.all([
        deps.search.search(query),
        request.options.totalCount ? deps.search.count(query) : undefined,
      ]);
      const data = documents.map((product) => presentProduct(product, locationCodes));
      return totalCount === undefined ? { data } : { totalCount, data };
    },

    suggestStyles: (text: string) => deps.search.styleSuggestions(text.toUpperCase(), AUTOCOMPLETE_LIMIT),

    /** `style` lists its colours; `style_B` those whose colour code starts with B. */
    suggestColors: (text: string) => {
      const [style = '', colorPrefix = ''] = text.toUpperCase().split('_');
      return deps.search.colorSuggestions(style, colorPrefix, AUTOCOMPLETE_LIMIT);
    },

    validate: async (productType: ProductType, rows: readonly { style: string; color: string }[]) => {
      const normalized = rows.map((row) => ({ style: row.style.toUpperCase(), color: row.color.toUpperCase() }));
      const found = await deps.search.productTypes(normalized.map((row) => toStyleColorId(row.style, row.color)));
      const data = normalized.map((row) => {
        const styleColorId = toStyleColorId(row.style, row.color);
        const type = fromStyleColorId(styleColorId) ? found.get(styleColorId) : undefined;
        const status: ProductValidationStatus =
          type === undefined ? 'Style/Color Not Found' : type === productType ? 'found' : 'Product Type is not correct';
        return { ...row, styleColorId, status };
      });
      return { message: data.length === 0 ? 'No Products' : 'OK', data };
    },
  };
};

export type ProductSearchService = ReturnType<typeof createProductSearchService>;
