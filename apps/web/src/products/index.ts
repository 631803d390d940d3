export { fetchProductPage, useProductFacets, useStyleSuggestions, validateProducts } from './api';
export { ProductImage } from './detail/components/ProductImage';
export { type DetailFormatting, useDetailFormatting } from './detail/use-detail-formatting';
export { FilterChips } from './search/FilterChips';
export { ProductFilterBar } from './search/ProductFilterBar';
export { ProductSearch } from './search/ProductSearch';
export { FilterPanel } from './search/panels/FilterPanel';
export { ModifiedSinceFilterPanel } from './search/panels/ModifiedSinceFilterPanel';
export { isSortField, ProductThumbnail, productResultColumns, THUMBNAIL_ROW_HEIGHT } from './search/result-columns';
