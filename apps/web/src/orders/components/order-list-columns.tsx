import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton, Link, Stack, Tooltip } from '@mui/material';
import { formatDateTime, formatGridDate, type OrderSummary, orderPagePath } from '@stride/domain';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import { OrderStatusChips } from './OrderStatusChips';

export type OrderRowActions = {
  duplicate?: (order: OrderSummary) => void;
  remove?: (order: OrderSummary) => void;
  /** The list's tab, carried to the order page so its calls name it. */
  tab: string;
};

const NumberCell = ({ data, actions }: ICellRendererParams<OrderSummary> & { actions: RefObject<OrderRowActions> }) =>
  data ? (
    <Link
      component={RouterLink}
      to={`${orderPagePath(data)}?tab=${actions.current.tab}`}
      data-testid="order-link"
      // A short number alone in its cell: at least 24 px to tap (WCAG 2.5.8).
      sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 24, minHeight: 24 }}
    >
      {data.orderNumber}
    </Link>
  ) : null;

const StatusCell = ({ data }: ICellRendererParams<OrderSummary>) =>
  data ? <OrderStatusChips status={data.status} orderApprovalStatus={data.orderApprovalStatus} /> : null;

const ActionsCell = ({
  data,
  actions,
  t,
}: ICellRendererParams<OrderSummary> & { actions: RefObject<OrderRowActions>; t: TFunction }) => {
  if (!data) return null;
  const { duplicate, remove } = actions.current;
  return (
    <Stack direction="row">
      {duplicate && (
        <Tooltip title={t('orders.list.duplicate')}>
          <IconButton
            size="small"
            aria-label={t('orders.list.duplicateOne', { number: data.orderNumber })}
            onClick={() => duplicate(data)}
          >
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {remove && data.deletable && (
        <Tooltip title={t('orders.list.delete')}>
          <IconButton
            size="small"
            aria-label={t('orders.list.deleteOne', { number: data.orderNumber })}
            onClick={() => remove(data)}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
};

const date = (value: string | null | undefined) => (value ? formatDateTime(new Date(value)) : '');

/**
 * The columns of an order list, for any order type: the server sorts (newest order number
 * first), so the columns do not. A type's own fields come from `extra`.
 */
export const orderListColumns = (
  t: TFunction,
  actions: RefObject<OrderRowActions>,
  extra: ColDef<OrderSummary>[] = [],
): ColDef<OrderSummary>[] => [
  {
    colId: 'orderNumber',
    headerName: t('orders.fields.orderNumber'),
    cellRenderer: NumberCell,
    cellRendererParams: { actions },
    width: 110,
    pinned: 'left',
  },
  { field: 'orderIdentifier', headerName: t('orders.fields.orderIdentifier'), width: 150 },
  {
    colId: 'status',
    headerName: t('orders.fields.status'),
    cellRenderer: StatusCell,
    width: 300,
    valueGetter: ({ data }) => data && t(`orders.statuses.${data.status}`),
  },
  { field: 'requesterName', headerName: t('orders.fields.requester'), width: 170 },
  { field: 'coordinatorName', headerName: t('orders.fields.coordinator'), width: 170 },
  ...extra,
  {
    colId: 'lines',
    headerName: t('orders.fields.linesUnits'),
    width: 170,
    valueGetter: ({ data }) => data && t('orders.list.linesUnits', { lines: data.lineCount, units: data.unitCount }),
  },
  {
    colId: 'requestedDeliveryDate',
    headerName: t('orders.fields.requestedDeliveryDate'),
    width: 170,
    valueGetter: ({ data }) => (data?.requestedDeliveryDate ? formatGridDate(data.requestedDeliveryDate) : ''),
  },
  {
    colId: 'createdDate',
    headerName: t('orders.fields.createdDate'),
    width: 170,
    valueGetter: ({ data }) => date(data?.createdDate),
  },
  {
    colId: 'submittedDate',
    headerName: t('orders.fields.submittedDate'),
    width: 170,
    valueGetter: ({ data }) => date(data?.submittedDate),
  },
  {
    colId: 'actions',
    headerName: '',
    cellRenderer: ActionsCell,
    cellRendererParams: { actions, t },
    width: 100,
    pinned: 'right',
    resizable: false,
  },
];
