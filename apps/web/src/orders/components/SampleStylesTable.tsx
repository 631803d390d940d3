import { Box } from '@mui/material';
import type { SampleStyle } from '@stride/domain';
import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../shared/grid';
import { useSampleStyles } from '../api';

/**
 * The Sample Styles tab (coordinators and senior coordinators, spec part 1 §2, §6): every
 * style-colour on open sample orders, with how many orders and units ask for it, most asked first.
 */
const SampleStylesTable = ({ search }: { search: string }) => {
  const { t } = useTranslation();
  const styles = useSampleStyles();
  const rows = useMemo(() => {
    const text = search.toUpperCase();
    return (styles.data ?? []).filter(
      (row) => !text || `${row.style}-${row.color}`.includes(text) || row.name?.toUpperCase().includes(text),
    );
  }, [styles.data, search]);
  const columns = useMemo<ColDef<SampleStyle>[]>(
    () => [
      { field: 'style', headerName: t('orders.sampleStyles.style'), width: 120 },
      { field: 'color', headerName: t('orders.sampleStyles.color'), width: 100 },
      { field: 'name', headerName: t('orders.sampleStyles.name'), flex: 1, minWidth: 200 },
      { field: 'orders', headerName: t('orders.sampleStyles.orders'), width: 120 },
      { field: 'units', headerName: t('orders.sampleStyles.units'), width: 120 },
    ],
    [t],
  );
  return (
    <Box sx={{ flex: 1, minHeight: 320 }}>
      <DataGrid<SampleStyle>
        gridId="orders-sample-styles"
        label={t('orders.sampleStyles.gridLabel')}
        rows={rows}
        busy={styles.isFetching}
        columnDefs={columns}
        getRowId={(row) => `${row.style}-${row.color}`}
        noRowsText={t('orders.list.empty')}
      />
    </Box>
  );
};

export default SampleStylesTable;
