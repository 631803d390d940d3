import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { CircularProgress } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../shared/api/error-message';
import { useCurrentUser } from '../shared/session/session-store';
import { toasts } from '../shared/toasts/toast-store';
import type { ImportTable } from './api';
import { SpreadsheetPickButton } from './SpreadsheetPickButton';

type Props = {
  /** Sends the chosen file to the server's reader, reporting the rows read so far. */
  readFile: (file: File, onRows: (rows: number) => void) => Promise<ImportTable>;
  /** The import dialog of the table read, for the signed-in person. */
  dialog: (table: ImportTable, userId: string, close: () => void) => ReactNode;
};

/** A toolbar's Import: choose an xlsx or CSV; the server reads it; an import dialog takes over. */
export const SheetImportButton = ({ readFile, dialog }: Props) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [reading, setReading] = useState(false);
  const [rowsRead, setRowsRead] = useState(0);
  const [table, setTable] = useState<ImportTable | null>(null);

  const read = async (file: File) => {
    setReading(true);
    setRowsRead(0);
    try {
      setTable(await readFile(file, setRowsRead));
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
      {table && user && dialog(table, user._id, () => setTable(null))}
    </>
  );
};
