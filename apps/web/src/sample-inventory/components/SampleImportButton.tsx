import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { CircularProgress } from '@mui/material';
import type { SampleLibrary, SampleSheetRow } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportTable } from '../../imports/api';
import { SpreadsheetPickButton } from '../../imports/SpreadsheetPickButton';
import { useCurrentUser } from '../../session/session-store';
import { errorMessage } from '../../shared/api/error-message';
import { toasts } from '../../shared/toasts/toast-store';
import { readSampleImportFile } from '../api';
import { SampleImportDialog } from './SampleImportDialog';

type Props = { library: SampleLibrary; onImport: (rows: SampleSheetRow[]) => Promise<boolean> };

/** The toolbar's Import: choose an xlsx or CSV; the server reads it; the sample import dialog takes over. */
export const SampleImportButton = ({ library, onImport }: Props) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [reading, setReading] = useState(false);
  const [rowsRead, setRowsRead] = useState(0);
  const [table, setTable] = useState<ImportTable | null>(null);

  const read = async (file: File) => {
    setReading(true);
    setRowsRead(0);
    try {
      setTable(await readSampleImportFile(file, setRowsRead));
    } catch (error) {
      toasts.show({ type: 'error', message: t('imports.readFailed', { message: errorMessage(t, error) }) });
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <SpreadsheetPickButton
        size="small"
        startIcon={reading ? <CircularProgress size={16} /> : <UploadFileIcon />}
        label={t('imports.button')}
        reading={reading}
        rowsRead={rowsRead}
        onFile={(file) => void read(file)}
      />
      {table && user && (
        <SampleImportDialog
          library={library}
          table={table}
          userId={user._id}
          onImport={onImport}
          onClose={() => setTable(null)}
        />
      )}
    </>
  );
};
