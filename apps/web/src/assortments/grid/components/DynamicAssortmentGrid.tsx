import { Box, Stack } from '@mui/material';
import { type ProductFilterChip, type ProductSummary, removeFilterChip, visibleLocations } from '@stride/domain';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FilterChips,
  ProductFilterBar,
  productResultColumns,
  THUMBNAIL_ROW_HEIGHT,
  useDetailFormatting,
} from '../../../products';
import { errorMessage } from '../../../shared/api/error-message';
import { DataGrid, type ResultPageFetcher, useServerResults } from '../../../shared/grid';
import { useCurrentUser } from '../../../shared/session/session-store';
import { useStoreValue } from '../../../shared/state/create-store';
import { toasts } from '../../../shared/toasts/toast-store';
import { type DynamicProductsQuery, fetchDynamicProducts } from '../api';
import { awaitDynamicQuery } from '../dynamic-query';
import type { AssortmentBatches } from '../use-assortment-batches';
import { useDynamicQueryUpdate } from '../use-dynamic-query-update';
import type { GridSettingsControls } from '../use-grid-settings';

type DynamicAssortmentGridProps = {
  batches: AssortmentBatches;
  settings: GridSettingsControls;
  onTotalCount: (count: number | undefined) => void;
};

/**
 * A dynamic assortment: its products are its saved query's results, read from the server in
 * blocks of 100. The filter bar edits that query (searched for and saved as patch.query after the
 * query update's delays); the order is the query's sort, so no sortProducts is ever sent.
 */
export const DynamicAssortmentGrid = memo(({ batches, settings, onTotalCount }: DynamicAssortmentGridProps) => {
  const { t } = useTranslation();
  const format = useDetailFormatting();
  const user = useCurrentUser();
  const locations = useMemo(() => visibleLocations(user?.userTBEs ?? []), [user]);
  const assortment = useStoreValue(batches.store, (state) => state.assortment);
  const updating = useStoreValue(batches.store, (state) => state.longSave || state.reloading);
  const { state, query, changeState } = useDynamicQueryUpdate(batches, settings);
  const latestQuery = useRef(query);
  latestQuery.current = query;

  const fetchPage = useCallback<ResultPageFetcher<DynamicProductsQuery | null, ProductSummary>>(
    async (wanted, page, signal) => {
      const ready = wanted ?? (await awaitDynamicQuery(() => latestQuery.current, signal));
      return ready ? fetchDynamicProducts(ready, page, signal) : { data: [], totalCount: 0 };
    },
    [],
  );
  const results = useServerResults(query, fetchPage, {
    onError: (error) =>
      toasts.show({
        type: 'error',
        message: t('assortmentGrid.cannotReturnProducts', { message: errorMessage(t, error) }),
      }),
  });
  useEffect(() => onTotalCount(results.totalCount), [onTotalCount, results.totalCount]);

  const removeChip = useCallback(
    (chip: ProductFilterChip) =>
      changeState((current) => ({ ...current, chips: removeFilterChip(current.chips, chip) })),
    [changeState],
  );
  const clearChips = useCallback(() => changeState((current) => ({ ...current, chips: [] })), [changeState]);
  const facetQuery = useMemo(
    () => ({
      productType: state.productType,
      locationCode: assortment.locationId,
      lineStatus: state.lineStatus,
      filters: query?.query.filters ?? { styleOnly: false },
    }),
    [state.productType, state.lineStatus, assortment.locationId, query],
  );
  const columns = useMemo(
    () => productResultColumns(t, format, assortment.locationId),
    [t, format, assortment.locationId],
  );

  return (
    <Stack spacing={1.5} sx={{ flex: 1, minHeight: 0 }}>
      <ProductFilterBar state={state} onChange={changeState} locations={locations} facetQuery={facetQuery} scopeFixed />
      <FilterChips chips={state.chips} onRemove={removeChip} onClear={clearChips} />
      <Box sx={{ flex: 1, minHeight: 320 }}>
        <DataGrid
          gridId="assortment-dynamic-grid"
          label={t('assortmentGrid.gridLabel')}
          datasource={results.datasource}
          busy={results.searching || updating}
          columnDefs={columns}
          getRowId={(product) => product.styleColorId}
          rowHeight={THUMBNAIL_ROW_HEIGHT}
          sort={settings.sort ?? { colId: 'style', direction: 'asc' }}
          onSortChange={settings.setSort}
          noRowsText={t('assortmentGrid.empty.dynamic')}
          onGridReady={(event) => {
            results.api.current = event.api;
          }}
        />
      </Box>
    </Stack>
  );
});
