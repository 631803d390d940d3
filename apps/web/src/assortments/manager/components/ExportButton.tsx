import TableViewIcon from '@mui/icons-material/TableView';
import { Button, CircularProgress } from '@mui/material';
import { type AssortmentSortOption, assortmentExportFileNames } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message';
import { saveBlob } from '../../../shared/browser/save-blob';
import { toasts } from '../../../shared/toasts/toast-store';
import { type ExportList, fetchAssortmentExport, recordExport } from '../api';

/** A list as a workbook (spec part 1 §9 export file names), counted as an export (part 2 §7.2). */
export const ExportButton = ({ list, sort }: { list: ExportList; sort: AssortmentSortOption }) => {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      saveBlob(await fetchAssortmentExport(list, sort), assortmentExportFileNames[list]);
      recordExport(list);
    } catch (error) {
      console.warn('Assortment export failed', error);
      toasts.show({
        type: 'error',
        message: t('assortmentManager.errors.export', { message: errorMessage(t, error) }),
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={exporting ? <CircularProgress size={16} /> : <TableViewIcon />}
      disabled={exporting}
      onClick={run}
      data-testid={`export-${list}`}
    >
      {t('assortmentManager.actions.export')}
    </Button>
  );
};
