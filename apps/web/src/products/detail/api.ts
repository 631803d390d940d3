import {
  type LineStatus,
  type Product,
  type ProductSearchFilters,
  type ProductSearchLocationCode,
  type ProductType,
  productTypes,
} from '@stride/domain';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';

type DetailLineStatus = LineStatus | 'ALL';

/** The location and line statuses a product is shown at; colours and prices follow them. */
export type DetailScope = { locationCode: ProductSearchLocationCode; lineStatus?: DetailLineStatus };

/** A style has far fewer colours than this; one request brings them all. */
const STYLE_COLORS_LIMIT = 100;

const productDetailKeys = {
  all: ['productDetail'] as const,
  styleColors: (productType: ProductType, style: string, scope: DetailScope) =>
    ['productDetail', 'style-colors', productType, style, scope.locationCode, scope.lineStatus ?? 'ALL'] as const,
  styleColor: (styleColorId: string, scope: DetailScope, productType?: ProductType) =>
    ['productDetail', 'style-color', styleColorId, scope.locationCode, scope.lineStatus ?? 'ALL', productType] as const,
};

const fetchProducts = (
  productType: ProductType,
  scope: DetailScope,
  filters: Pick<ProductSearchFilters, 'ids' | 'styleOnly'>,
  limit: number,
  signal: AbortSignal,
) =>
  api
    .post<{ data: Product[] }>(
      'products/fetch',
      { productType, locationCode: scope.locationCode, lineStatus: scope.lineStatus ?? 'ALL', filters, limit },
      { signal },
    )
    .then((answer) => answer.data);

type StyleOf = Pick<Product, 'productType' | 'style'>;

/**
 * Every colour of the product's style, priced at the scope's location. Kept until cleared, as
 * the spec caches internal product detail data per style (part 1 §5).
 */
const styleColorsQuery = (product: StyleOf, scope: DetailScope) =>
  queryOptions({
    queryKey: productDetailKeys.styleColors(product.productType, product.style, scope),
    queryFn: ({ signal }) =>
      fetchProducts(product.productType, scope, { ids: product.style, styleOnly: true }, STYLE_COLORS_LIMIT, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useStyleColors = (product: StyleOf | undefined, scope: DetailScope) =>
  useQuery({
    ...styleColorsQuery(product ?? { productType: 'Footwear', style: '' }, scope),
    enabled: product !== undefined,
  });

/** Asks for a style's colours before the viewer shows them (a row's click comes before its double-click). */
export const prefetchStyleColors = (queryClient: QueryClient, product: StyleOf, scope: DetailScope) =>
  queryClient.prefetchQuery(styleColorsQuery(product, scope));

/**
 * One style-colour by its id, or null when nothing matches. A link names no product type, so
 * without one every type is asked at once and the first match wins.
 */
export const useStyleColor = (styleColorId: string, scope: DetailScope, productType?: ProductType, enabled = true) =>
  useQuery({
    queryKey: productDetailKeys.styleColor(styleColorId, scope, productType),
    queryFn: async ({ signal }) => {
      const types = productType ? [productType] : productTypes;
      const answers = await Promise.all(
        types.map((type) => fetchProducts(type, scope, { ids: styleColorId, styleOnly: false }, 1, signal)),
      );
      return answers.flat().find((product) => product.styleColorId === styleColorId) ?? null;
    },
    enabled,
    // While another colour of the style loads, the one before stays, so its colours stay on offer.
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The one-page pdf of a style-colour priced at a location (spec part 2 §7.8), labelled in the page's language. */
export const tearsheetPath = (
  product: Pick<Product, 'productType' | 'style' | 'color'>,
  locationCode: string,
  language: string,
) =>
  `/api/products/tearsheet/${[product.productType, product.style, product.color, locationCode].map(encodeURIComponent).join('/')}?language=${encodeURIComponent(language)}`;
