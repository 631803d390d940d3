import { Box, Stack, Typography } from '@mui/material';
import {
  defaultProductSearchState,
  type ProductFilterChip,
  type ProductSearchState,
  type ProductSort,
  type ProductSummary,
  removeFilterChip,
  searchLocationCode,
  searchRequestFromState,
  visibleLocations,
} from '@stride/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridSort } from '../../shared/grid';
import { useCurrentUser } from '../../shared/session/session-store';
import { prefetchStyleColors } from '../detail/api';
import { ProductDetailViewer } from '../detail/ProductDetailViewer';
import { useDetailFormatting } from '../detail/use-detail-formatting';
import { useProductDetailViewer } from '../detail/use-product-detail-viewer';
import { FilterChips } from './FilterChips';
import { ProductFilterBar } from './ProductFilterBar';
import { ProductSortSelect } from './ProductSortSelect';
import { isSortField, productResultColumns, THUMBNAIL_ROW_HEIGHT } from './result-columns';
import { useProductResults } from './use-product-results';

type ProductSearchProps = {
  state: ProductSearchState;
  onStateChange: (update: (current: ProductSearchState) => ProductSearchState) => void;
  /** A screen for a region (an assortment's) prices there when the pricing location is ALL. */
  region?: string;
  gridId?: string;
  /** The embedding screen's own columns (e.g. add/remove buttons), shown first. */
  extraColumns?: ColDef<ProductSummary>[];
  /** The embedding screen's text for a search without results. */
  noRowsText?: string;
  /** The screen's sort when none is chosen (clearing a column's sort goes back to it). */
  defaultSort?: ProductSort;
};

/**
 * Product search: the filter bar, its chips, and the results in a paged grid that opens the
 * product detail viewer. The products library shows it alone; assortment and order screens
 * reuse it as their search tab.
 */
export const ProductSearch = ({
  state,
  onStateChange,
  region,
  gridId = 'product-search',
  extraColumns,
  noRowsText,
  defaultSort = defaultProductSearchState.sort,
}: ProductSearchProps) => {
  const { t } = useTranslation();
  const format = useDetailFormatting();
  const user = useCurrentUser();
  const locations = useMemo(() => visibleLocations(user?.userTBEs ?? []), [user]);
  const query = useMemo(() => searchRequestFromState(state, region), [state, region]);
  const facetQuery = useMemo(() => {
    const { sort: _sort, ...rest } = query;
    return rest;
  }, [query]);
  const locationCode = searchLocationCode(query, user ?? { userTBEs: [] });
  const results = useProductResults(query);
  const [viewerRows, setViewerRows] = useState<ReturnType<typeof results.loadedRows>>([]);
  // The viewer shows whole documents of a style's colours: they are asked for on a row's first
  // click (before its double-click opens the viewer) and for the styles a step would lead to.
  const queryClient = useQueryClient();
  const lineStatus = state.lineStatus;
  const prefetchColors = useCallback(
    (row: ProductSummary) => void prefetchStyleColors(queryClient, row, { locationCode, lineStatus }),
    [queryClient, locationCode, lineStatus],
  );
  const viewer = useProductDetailViewer(viewerRows, prefetchColors);

  // The new search's first page is asked for in the event that changes the search, before the
  // re-render that the change of the URL causes: the request leaves as early as it can.
  const { prefetch } = results;
  const changeState = useCallback(
    (update: (current: ProductSearchState) => ProductSearchState) =>
      onStateChange((current) => {
        const next = update(current);
        prefetch(searchRequestFromState(next, region));
        return next;
      }),
    [onStateChange, prefetch, region],
  );
  const removeChip = useCallback(
    (chip: ProductFilterChip) =>
      changeState((current) => ({ ...current, chips: removeFilterChip(current.chips, chip) })),
    [changeState],
  );
  const clearChips = useCallback(() => changeState((current) => ({ ...current, chips: [] })), [changeState]);

  const columns = useMemo(
    () => [...(extraColumns ?? []), ...productResultColumns(t, format, locationCode)],
    [t, format, locationCode, extraColumns],
  );
  // Newest sorts by several dates, none of them a column: the headers show no sort then.
  const sort: GridSort | null =
    state.sort.field === 'newest'
      ? null
      : { colId: state.sort.field, direction: state.sort.direction === 1 ? 'asc' : 'desc' };
  const changeSort = (next: GridSort | null) =>
    changeState((current) => ({
      ...current,
      sort:
        next && isSortField(next.colId)
          ? { field: next.colId, direction: next.direction === 'asc' ? 1 : -1 }
          : defaultSort,
    }));

  return (
    <Stack spacing={1.5} sx={{ height: '100%', minHeight: 0 }}>
      <ProductFilterBar state={state} onChange={changeState} locations={locations} facetQuery={facetQuery} />
      <FilterChips chips={state.chips} onRemove={removeChip} onClear={clearChips} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="result-count">
          {results.totalCount === undefined
            ? '\u00a0'
            : t('productSearch.results.count', { count: results.totalCount })}
        </Typography>
        <ProductSortSelect
          sort={state.sort}
          onChange={(next) => changeState((current) => ({ ...current, sort: next }))}
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 360 }}>
        <DataGrid<ProductSummary>
          gridId={gridId}
          label={t('productSearch.gridLabel')}
          datasource={results.datasource}
          busy={results.searching}
          columnDefs={columns}
          getRowId={(product) => product.styleColorId}
          rowHeight={THUMBNAIL_ROW_HEIGHT}
          sort={sort}
          onSortChange={changeSort}
          noRowsText={noRowsText ?? t('productSearch.results.none')}
          onGridReady={(event) => {
            results.api.current = event.api;
          }}
          onRowClicked={({ data }) => data && prefetchColors(data)}
          onRowDoubleClicked={({ data }) => {
            if (!data) return;
            setViewerRows(results.loadedRows());
            viewer.openProduct(data.styleColorId);
          }}
          contextMenuItems={(target) =>
            target.kind === 'cell'
              ? [
                  {
                    id: 'open-detail',
                    label: t('productSearch.openDetail', { style: target.row.styleColorId }),
                    onSelect: () => {
                      setViewerRows(results.loadedRows());
                      viewer.openProduct(target.rowId);
                    },
                  },
                ]
              : []
          }
        />
      </Box>
      <ProductDetailViewer {...viewer.viewerProps} locationCode={locationCode} lineStatus={state.lineStatus} />
    </Stack>
  );
};
