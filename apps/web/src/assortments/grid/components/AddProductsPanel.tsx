import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import RemoveIcon from '@mui/icons-material/Remove';
import { Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import {
  type Assortment,
  defaultProductSearchState,
  PRODUCT_SEARCH_LIMIT,
  type ProductSearchState,
  type ProductSummary,
  searchRequestFromState,
} from '@stride/domain';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProductPage, ProductSearch } from '../../../products';
import { errorMessage } from '../../../shared/api/error-message';
import { useCellButtonKeys } from '../../../shared/grid';
import { useStoreValue } from '../../../shared/state/create-store';
import { toasts } from '../../../shared/toasts/toast-store';
import { CollectionCell, type CollectionCellParams } from '../../collections/CollectionCell';
import { useAssortmentCollection } from '../../collections/use-assortment-collection';
import { recordAddedStyles } from '../api';
import { filterBarParameters, savedFilterBarSearch } from '../filter-bar-settings';
import { searchableChips } from '../query-chips';
import type { AssortmentBatches, AssortmentGridState } from '../use-assortment-batches';
import { useUiSettingsPatch } from '../use-grid-settings';
import type { RowHistory } from '../use-row-history';

/** The ids in the assortment, worked out once per set of rows (every result cell asks). */
const idSets = new WeakMap<AssortmentGridState['rows'], ReadonlySet<string>>();
const idsOf = (rows: AssortmentGridState['rows']) => {
  let ids = idSets.get(rows);
  if (!ids) {
    ids = new Set(rows.map((row) => row.id));
    idSets.set(rows, ids);
  }
  return ids;
};

type ActionParams = {
  batches: AssortmentBatches;
  onAdd: (products: readonly ProductSummary[]) => void;
  onRemove: (id: string) => void;
};

/**
 * A result's add or remove button (spec part 1 §4 "Product search pending rows"): a style-colour
 * in the assortment can be removed, one not in it added; while its batch is on its way it shows
 * as pending and cannot be pressed again.
 */
const AddRemoveCell = ({
  data,
  eGridCell,
  batches,
  onAdd,
  onRemove,
}: ICellRendererParams<ProductSummary> & ActionParams) => {
  const { t } = useTranslation();
  useCellButtonKeys(eGridCell);
  const id = data?.styleColorId ?? '';
  const present = useStoreValue(batches.store, (state) => idsOf(state.rows).has(id));
  const pending = useStoreValue(batches.store, (state) => state.pending.get(id));
  if (!data) return null;
  if (pending) {
    return (
      <Button size="small" disabled startIcon={<CircularProgress size={12} color="inherit" />}>
        {t(pending === 'add' ? 'assortmentGrid.add.adding' : 'assortmentGrid.add.removing')}
      </Button>
    );
  }
  return present ? (
    <Button
      size="small"
      color="error"
      startIcon={<RemoveIcon />}
      aria-label={t('assortmentGrid.add.removeOne', { style: data.style, color: data.color })}
      onClick={() => onRemove(id)}
    >
      {t('assortmentGrid.add.remove')}
    </Button>
  ) : (
    <Button
      size="small"
      startIcon={<AddIcon />}
      aria-label={t('assortmentGrid.add.addOne', { style: data.style, color: data.color })}
      onClick={() => onAdd([data])}
    >
      {t('assortmentGrid.add.add')}
    </Button>
  );
};

type AddProductsPanelProps = { assortment: Assortment; batches: AssortmentBatches; rowHistory: RowHistory };

/** A first search at the assortment's product type and location. */
const searchOf = (assortment: Assortment): ProductSearchState => ({
  ...defaultProductSearchState,
  productType: assortment.productType,
  location: assortment.productType === 'POP' ? 'ALL' : assortment.locationId,
});

/**
 * The catalogue search embedded to add style-colours to a static assortment, one by one or all
 * results at once. It starts where the user left it (uiSettings.filterBar) and keeps each change there.
 */
export const AddProductsPanel = ({ assortment, batches, rowHistory }: AddProductsPanelProps) => {
  const { t } = useTranslation();
  const [state, setState] = useState(() => savedFilterBarSearch(assortment.uiSettings) ?? searchOf(assortment));
  const latest = useRef(state);
  const saveUiSettings = useUiSettingsPatch(batches);
  const changeState = useCallback(
    (update: (current: ProductSearchState) => ProductSearchState) => {
      const next = update(latest.current);
      latest.current = { ...next, chips: searchableChips(next.chips) };
      setState(latest.current);
      saveUiSettings({ filterBar: filterBarParameters(latest.current) });
    },
    [saveUiSettings],
  );
  const [addingAll, setAddingAll] = useState(false);
  const collection = useAssortmentCollection(assortment._id);
  // Read at the press: the history changes with every step, and new columns would redraw every
  // result row, taking a keyboard user's focus with the pressed cell.
  const latestRowHistory = useRef(rowHistory);
  latestRowHistory.current = rowHistory;

  const actionColumns = useMemo<ColDef<ProductSummary>[]>(() => {
    const add = (products: readonly ProductSummary[], source: 'search' | 'allResults') => {
      const taken = latestRowHistory.current.addProducts(
        products.map(({ style, color }) => ({ style, color })),
        { announce: true },
      );
      if (taken) recordAddedStyles(assortment._id, { count: products.length, source });
    };
    const params: ActionParams = {
      batches,
      onAdd: (products) => add(products, 'search'),
      onRemove: (id) => latestRowHistory.current.deleteProducts([id], { announce: true }),
    };
    return [
      {
        colId: 'assortmentAction',
        headerName: '',
        headerTooltip: t('assortmentGrid.add.column'),
        cellRenderer: AddRemoveCell,
        cellRendererParams: params,
        width: 130,
        pinned: 'left',
        sortable: false,
        resizable: false,
        suppressMovable: true,
      },
      {
        colId: 'assortmentCollection',
        headerName: '',
        headerTooltip: t('assortmentCollections.column'),
        cellRenderer: CollectionCell,
        cellRendererParams: { collection, addToAssortment: params.onAdd } satisfies CollectionCellParams,
        width: 56,
        pinned: 'left',
        sortable: false,
        resizable: false,
        suppressMovable: true,
      },
    ];
  }, [assortment._id, batches, collection, t]);

  const addAll = async () => {
    setAddingAll(true);
    try {
      const page = await fetchProductPage(searchRequestFromState(state), { skip: 0, limit: PRODUCT_SEARCH_LIMIT });
      if (
        rowHistory.addProducts(
          page.data.map(({ style, color }) => ({ style, color })),
          { announce: true },
        )
      )
        recordAddedStyles(assortment._id, { count: page.data.length, source: 'allResults' });
    } catch (error) {
      toasts.show({
        type: 'error',
        message: t('assortmentGrid.cannotReturnProducts', { message: errorMessage(t, error) }),
      });
    } finally {
      setAddingAll(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, height: 600, flexShrink: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('assortmentGrid.add.title')}
        </Typography>
        <Button
          size="small"
          startIcon={addingAll ? <CircularProgress size={14} color="inherit" /> : <PlaylistAddIcon />}
          disabled={addingAll}
          onClick={addAll}
          sx={{ ml: 'auto' }}
        >
          {t('assortmentGrid.add.all', { limit: PRODUCT_SEARCH_LIMIT })}
        </Button>
      </Stack>
      <ProductSearch
        state={state}
        onStateChange={changeState}
        gridId="assortment-add-products"
        extraColumns={actionColumns}
        noRowsText={t('assortmentGrid.empty.search')}
      />
    </Paper>
  );
};
