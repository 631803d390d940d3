import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { CircularProgress } from '@mui/material';
import type { Assortment } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordAddedStyles } from '../assortments/grid/api';
import type { ProductToAdd } from '../assortments/grid/use-assortment-batches';
import { useCurrentUser } from '../session/session-store';
import { errorMessage } from '../shared/api/error-message';
import { toasts } from '../shared/toasts/toast-store';
import { type ImportTable, readImportFile } from './api';
import { ImportDialog } from './ImportDialog';
import { SpreadsheetPickButton } from './SpreadsheetPickButton';

type Props = {
  assortment: Assortment;
  existingIds: () => ReadonlySet<string>;
  onImport: (products: ProductToAdd[]) => boolean;
};

/** The grid header's Import: choose an xlsx or CSV; the server reads it; the import dialog takes over. */
export const ImportButton = ({ assortment, existingIds, onImport }: Props) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [reading, setReading] = useState(false);
  const [rowsRead, setRowsRead] = useState(0);
  const [table, setTable] = useState<ImportTable | null>(null);

  const read = async (file: File) => {
    setReading(true);
    setRowsRead(0);
    try {
      setTable(await readImportFile(file, setRowsRead));
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
        <ImportDialog
          assortment={assortment}
          table={table}
          userId={user._id}
          existingIds={existingIds()}
          onImport={(products) => {
            const taken = onImport(products);
            if (taken) {
              toasts.show({ type: 'success', message: t('imports.imported', { count: products.length }) });
              recordAddedStyles(assortment._id, { count: products.length, source: 'import' });
            }
            return taken;
          }}
          onClose={() => setTable(null)}
        />
      )}
    </>
  );
};
