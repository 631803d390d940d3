import { Box, Link, MenuItem, Select } from '@mui/material';
import { type Assortment, type AssortmentState, assortmentStates } from '@stride/domain';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatting } from '../../../i18n/use-formatting';
import { prompts } from '../../../shared/dialogs/prompt-store';
import { DataGrid } from '../../../shared/grid';
import { assortmentPagePath } from '../../../shared/routing/assortment-paths';

type StatusChange = (row: Assortment, state: AssortmentState) => void;
type MayEdit = (row: Assortment) => boolean;

/** The status cell: a change applies only once confirmed (spec part 1 §4), and the cell shows the saved one meanwhile. */
const StatusCell = ({
  data,
  onChange,
  mayEdit,
}: ICellRendererParams<Assortment> & { onChange: StatusChange; mayEdit: MayEdit }) => {
  const { t } = useTranslation();
  if (!data) return null;
  if (!mayEdit(data)) return t(`internalAssortments.states.${data.state}`);
  return (
    <Select
      size="small"
      variant="standard"
      value={data.state}
      inputProps={{ 'aria-label': t('internalAssortments.columns.state') }}
      onChange={(event) => {
        const state = event.target.value as AssortmentState;
        prompts.ask({
          title: t('assortmentManager.status.confirmTitle'),
          description: t('assortmentManager.status.confirmDescription'),
          labelYes: t('assortmentManager.status.change'),
          labelNo: t('actions.cancel'),
          yes: () => onChange(data, state),
        });
      }}
    >
      {assortmentStates.map((state) => (
        <MenuItem key={state} value={state}>
          {t(`internalAssortments.states.${state}`)}
        </MenuItem>
      ))}
    </Select>
  );
};

const columnsOf = (
  t: TFunction,
  formatDate: (iso: string) => string,
  onStatusChange: StatusChange,
  mayEdit: MayEdit,
): ColDef<Assortment>[] => [
  {
    colId: 'title',
    field: 'title',
    headerName: t('internalAssortments.columns.title'),
    flex: 2,
    minWidth: 200,
    // Readers of the library see the published plans; only their editors open them here.
    cellRenderer: ({ data }: ICellRendererParams<Assortment>) =>
      data &&
      (mayEdit(data) ? (
        <Link component={RouterLink} to={assortmentPagePath(data, 'manage')}>
          {data.title}
        </Link>
      ) : (
        data.title
      )),
  },
  { colId: 'gender', field: 'gender', headerName: t('internalAssortments.columns.gender'), width: 120 },
  {
    colId: 'season',
    headerName: t('internalAssortments.columns.season'),
    width: 140,
    valueGetter: ({ data }) => (data ? `${t(`assortmentManager.seasons.${data.season}`)} ${data.year ?? ''}` : ''),
  },
  {
    colId: 'region',
    headerName: t('internalAssortments.columns.region'),
    width: 140,
    valueGetter: ({ data }) => (data ? t(`assortmentManager.regions.${data.region}`) : ''),
  },
  {
    colId: 'productType',
    headerName: t('internalAssortments.columns.productType'),
    width: 130,
    valueGetter: ({ data }) => (data ? t(`productSearch.productTypes.${data.productType}`) : ''),
  },
  {
    colId: 'method',
    headerName: t('internalAssortments.columns.method'),
    width: 120,
    valueGetter: ({ data }) => (data ? t(`assortmentManager.methods.${data.method}`) : ''),
  },
  {
    colId: 'productCount',
    field: 'productCount',
    headerName: t('internalAssortments.columns.productCount'),
    width: 110,
    type: 'numericColumn',
  },
  {
    colId: 'state',
    field: 'state',
    headerName: t('internalAssortments.columns.state'),
    width: 160,
    cellRenderer: StatusCell,
    cellRendererParams: { onChange: onStatusChange, mayEdit },
  },
  {
    colId: 'modifiedDate',
    field: 'modifiedDate',
    headerName: t('internalAssortments.columns.modifiedDate'),
    width: 150,
    valueFormatter: ({ value }) => (value ? formatDate(value) : ''),
  },
  {
    colId: 'lastEditedBy',
    headerName: t('internalAssortments.columns.lastEditedBy'),
    width: 170,
    valueGetter: ({ data }) => data?.lastEditedByUser?.name ?? '',
  },
];

/** The internal assortments of a season on the shared grid layer: open one, or change its status. */
export const InternalAssortmentGrid = ({
  rows,
  busy,
  onStatusChange,
  mayEdit,
}: {
  rows: readonly Assortment[];
  busy: boolean;
  onStatusChange: StatusChange;
  mayEdit: MayEdit;
}) => {
  const { t } = useTranslation();
  const { dateTime } = useFormatting();
  const columns = useMemo(
    () => columnsOf(t, dateTime, onStatusChange, mayEdit),
    [t, dateTime, onStatusChange, mayEdit],
  );
  return (
    <Box sx={{ flex: 1, minHeight: 240 }}>
      <DataGrid<Assortment>
        gridId="internal-assortments"
        label={t('internalAssortments.gridLabel')}
        rows={rows}
        busy={busy}
        columnDefs={columns}
        getRowId={(row) => row._id}
        rowHeight={48}
        noRowsText={t('internalAssortments.empty')}
      />
    </Box>
  );
};
