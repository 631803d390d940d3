import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/dialogs/FormDialog';

type FolderNameDialogProps = {
  /** null: closed; otherwise the dialog's purpose and the name to start from. */
  folder: { mode: 'create' | 'rename'; name: string } | null;
  busy?: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** New Folder and Rename: one name, required. */
export const FolderNameDialog = ({ folder, busy = false, onSubmit, onClose }: FolderNameDialogProps) => {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  useEffect(() => setName(folder?.name ?? ''), [folder]);
  const title = t(
    folder?.mode === 'rename' ? 'assortmentManager.folders.renameTitle' : 'assortmentManager.folders.newTitle',
  );
  return (
    <FormDialog
      open={folder !== null}
      title={title}
      submitLabel={t(
        folder?.mode === 'rename' ? 'assortmentManager.folders.rename' : 'assortmentManager.folders.create',
      )}
      busy={busy}
      error={null}
      canSubmit={name.trim().length > 0}
      onSubmit={() => onSubmit(name.trim())}
      onClose={onClose}
    >
      <TextField
        autoFocus
        required
        label={t('assortmentManager.folders.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
};
