import { MenuItem, TextField } from '@mui/material';
import type { Assortment } from '@stride/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { canMoveInto, folderChoices } from '../folder-tree';

const TOP_LEVEL = '';

type MoveToDialogProps = {
  entry: Assortment | null;
  folders: readonly Assortment[];
  onMove: (entry: Assortment, parentId: string | null) => void;
  onClose: () => void;
};

/** "Move to…": the keyboard's way of dragging an entry into a folder (or to the top level). */
export const MoveToDialog = ({ entry, folders, onMove, onClose }: MoveToDialogProps) => {
  const { t } = useTranslation();
  const [target, setTarget] = useState(TOP_LEVEL);
  useEffect(() => setTarget(entry?.parentId ?? TOP_LEVEL), [entry]);
  const folderById = useMemo(() => new Map(folders.map((folder) => [folder._id, folder])), [folders]);
  // A folder is not offered itself or the folders inside it.
  const choices = useMemo(() => folderChoices(folders, entry), [folders, entry]);
  const parentId = target === TOP_LEVEL ? null : target;
  return (
    <FormDialog
      open={entry !== null}
      title={t('assortmentManager.move.title', { title: entry?.title ?? '' })}
      submitLabel={t('assortmentManager.move.submit')}
      busy={false}
      error={null}
      canSubmit={entry !== null && canMoveInto(entry, parentId, folderById)}
      onSubmit={() => {
        if (entry) onMove(entry, parentId);
        onClose();
      }}
      onClose={onClose}
    >
      <TextField
        select
        autoFocus
        label={t('assortmentManager.move.folder')}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
      >
        <MenuItem value={TOP_LEVEL}>{t('assortmentManager.move.topLevel')}</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id} sx={{ pl: 2 + choice.depth * 2 }}>
            {choice.title}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
};
