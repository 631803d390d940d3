import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { type Asset, type AssetState, DEBOUNCE_MS } from '@stride/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { useAssetSearch } from '../api';

type FileMergeDialogProps = {
  source: Asset | null;
  view: AssetState;
  onClose: () => void;
  /** Moves the file into the target asset as a Working File; true when the server did it. */
  onMerge: (source: Asset, fileId: string, targetId: string) => Promise<boolean>;
};

/**
 * 'Source/Working File Merge' (spec part 1 §2, §4): one of this asset's files moves into another
 * asset of the library, picked by name, where it becomes a Working File.
 */
export const FileMergeDialog = ({ source, view, onClose, onMerge }: FileMergeDialogProps) => {
  const { t } = useTranslation();
  // Only a Working File moves (the Primary file is what the asset is).
  const files = source?.files.filter((file) => file.state === 'Ready' && file.usageType === 'Working File') ?? [];
  const [fileId, setFileId] = useState('');
  const [typed, setTyped] = useState('');
  const [target, setTarget] = useState<Asset | null>(null);
  const keyword = useDebouncedValue(typed, DEBOUNCE_MS.api);
  const candidates = useAssetSearch(source?.libraryType ?? 'AdvertisingAsset', keyword, view);
  useEffect(() => {
    setFileId(source?.files.find((file) => file.state === 'Ready' && file.usageType === 'Working File')?._id ?? '');
    setTarget(null);
    setTyped('');
  }, [source]);

  const merge = async () => {
    if (source && target && fileId && (await onMerge(source, fileId, target._id))) onClose();
  };

  return (
    <Dialog open={source !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="file-merge-title">
      <DialogTitle id="file-merge-title">{t('libraries.merge.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {files.length === 0 && <Alert severity="info">{t('libraries.merge.noWorkingFile')}</Alert>}
          <TextField
            select
            label={t('libraries.merge.file')}
            value={fileId}
            onChange={(event) => setFileId(event.target.value)}
          >
            {files.map((file) => (
              <MenuItem key={file._id} value={file._id}>
                {file.filename}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            options={(candidates.data?.data ?? []).filter((asset) => asset._id !== source?._id)}
            value={target}
            onChange={(_event, asset) => setTarget(asset)}
            inputValue={typed}
            onInputChange={(_event, value) => setTyped(value)}
            filterOptions={(options) => options}
            getOptionLabel={(asset) => asset.name}
            isOptionEqualToValue={(option, value) => option._id === value._id}
            loading={candidates.isFetching}
            noOptionsText={t('libraries.merge.noTargets')}
            renderInput={(params) => <TextField {...params} label={t('libraries.merge.target')} />}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" disabled={!fileId || !target} onClick={merge}>
          {t('libraries.merge.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
