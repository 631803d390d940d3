import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { OrderSummary } from '@stride/domain';
import type { ColDef } from 'ag-grid-community';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, useServerResults } from '../../shared/grid';
import { fetchOrderPage, type OrderCallScope, type OrderListQuery } from '../api';
import { type OrderRowActions, orderListColumns } from './order-list-columns';

type OrderListTableProps = {
  scope: OrderCallScope;
  query: OrderListQuery;
  actions: Omit<OrderRowActions, 'tab'>;
  /** With it, an empty list invites the person to create their first order (spec part 1 §2 empty texts). */
  onCreate?: () => void;
  /** Columns of the order type's own fields. */
  extraColumns?: ColDef<OrderSummary>[];
  /** Asks again for the loaded rows, e.g. after a delete. */
  reloadRef?: { current: (() => void) | null };
};

/** A tab's orders, paged by the server (blocks of 100), newest order number first; any order type. */
export const OrderListTable = ({ scope, query, actions, onCreate, extraColumns, reloadRef }: OrderListTableProps) => {
  const { t } = useTranslation();
  const memoQuery = useMemo(() => ({ scope, query }), [scope, query]);
  const fetchPage = useCallback(
    (current: typeof memoQuery, page: { skip: number; limit: number }, signal: AbortSignal) =>
      fetchOrderPage(current.scope, current.query, page, signal),
    [],
  );
  const results = useServerResults(memoQuery, fetchPage);
  if (reloadRef) reloadRef.current = results.reload;
  const actionsRef = useRef<OrderRowActions>({ ...actions, tab: scope.tab });
  actionsRef.current = { ...actions, tab: scope.tab };
  const columns = useMemo(() => orderListColumns(t, actionsRef, extraColumns), [t, extraColumns]);
  const empty = results.totalCount === 0 && !results.searching;

  return (
    <Box sx={{ flex: 1, minHeight: 320, position: 'relative' }}>
      <DataGrid<OrderSummary>
        gridId={`orders-${scope.routeType}`}
        label={t('orders.list.gridLabel')}
        datasource={results.datasource}
        busy={results.searching}
        columnDefs={columns}
        defaultColDef={{ sortable: false }}
        getRowId={(row) => row._id}
        rowHeight={44}
        onGridReady={(event) => {
          results.api.current = event.api;
        }}
        noRowsText=" "
      />
      {empty && (
        <Stack
          data-testid="orders-empty"
          sx={{ position: 'absolute', inset: '56px 0 0 0', alignItems: 'center', justifyContent: 'center', gap: 2 }}
        >
          <Typography color="text.secondary">
            {t(onCreate ? 'orders.list.emptyCreate' : 'orders.list.empty')}
          </Typography>
          {onCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
              {t('orders.list.newOrder')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
};
