import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { type Asset, formatFileSize } from '@stride/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LibraryUploadPanel } from '../../uploads';

type AssetFilesDialogProps = {
  asset: Asset | null;
  onClose: () => void;
  /** Deletes one file (PATCH …/batch/many deleteFiles); true when the server did it. */
  onDeleteFile: (asset: Asset, fileId: string) => Promise<boolean>;
};

/** An asset's files: delete one, or add files to the asset (primary or working) with the uploader. */
export const AssetFilesDialog = ({ asset, onClose, onDeleteFile }: AssetFilesDialogProps) => {
  const { t } = useTranslation();
  const [files, setFiles] = useState(asset?.files ?? []);
  useEffect(() => setFiles(asset?.files ?? []), [asset]);

  const remove = async (fileId: string) => {
    if (asset && (await onDeleteFile(asset, fileId)))
      setFiles((current) => current.filter((file) => file._id !== fileId));
  };

  return (
    <Dialog open={asset !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="asset-files-title">
      <DialogTitle id="asset-files-title" sx={{ wordBreak: 'break-all' }}>
        {t('libraries.files.title', { name: asset?.name ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        {files.length === 0 && <Typography color="text.secondary">{t('libraries.files.none')}</Typography>}
        <List dense aria-label={t('libraries.previewer.files')}>
          {files.map((file) => (
            <ListItem
              key={file._id}
              secondaryAction={
                <Tooltip title={t('libraries.files.delete', { filename: file.filename })}>
                  <IconButton
                    edge="end"
                    aria-label={t('libraries.files.delete', { filename: file.filename })}
                    onClick={() => remove(file._id)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText
                primary={file.filename}
                secondary={`${t(`libraries.usageTypes.${file.usageType}`)} · ${formatFileSize(file.fileSize)}`}
              />
            </ListItem>
          ))}
        </List>
        {asset && <LibraryUploadPanel libraryType={asset.libraryType} assetId={asset._id} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
