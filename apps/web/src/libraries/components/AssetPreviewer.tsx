import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
} from '@mui/material';
import { type Asset, formatFileSize } from '@stride/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePreview, fileDownloadUrl } from './FilePreview';
import { previewerPath } from './previewer-path';

type AssetPreviewerProps = { asset: Asset | null; onClose: () => void };

/** The previewer: an asset's files, the chosen one shown (primary first), each downloadable. */
export const AssetPreviewer = ({ asset, onClose }: AssetPreviewerProps) => {
  const { t } = useTranslation();
  const files = (asset?.files ?? [])
    .filter((file) => file.state === 'Ready')
    .sort((a, b) => (a.usageType === b.usageType ? 0 : a.usageType === 'Primary' ? -1 : 1));
  const [fileId, setFileId] = useState<string>();
  useEffect(() => setFileId(asset?.primaryFile?._id), [asset]);
  const file = files.find((candidate) => candidate._id === fileId) ?? files[0];

  return (
    <Dialog open={asset !== null} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="asset-previewer-title">
      <DialogTitle id="asset-previewer-title" sx={{ pr: 7, wordBreak: 'break-all' }}>
        {asset?.name}
        <IconButton aria-label={t('actions.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', gap: 2, height: '75vh', p: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', bgcolor: 'grey.100' }} data-testid="previewer-content">
          {file ? (
            <FilePreview fileId={file._id} filename={file.filename} contentType={file.contentType} />
          ) : (
            <FilePreview fileId="" filename="" contentType={null} />
          )}
        </Box>
        <Stack sx={{ width: 280, p: 1.5, gap: 1.5, overflow: 'auto' }}>
          <List dense aria-label={t('libraries.previewer.files')} disablePadding>
            {files.map((candidate) => (
              <ListItemButton
                key={candidate._id}
                selected={candidate._id === file?._id}
                onClick={() => setFileId(candidate._id)}
              >
                <ListItemText
                  primary={candidate.filename}
                  secondary={`${t(`libraries.usageTypes.${candidate.usageType}`)} · ${formatFileSize(candidate.fileSize)}`}
                  slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
                />
              </ListItemButton>
            ))}
          </List>
          {file && (
            <>
              <Button variant="contained" startIcon={<DownloadIcon />} href={fileDownloadUrl(file._id)} download>
                {t('libraries.previewer.download')}
              </Button>
              <Button startIcon={<OpenInNewIcon />} href={previewerPath(file)} target="_blank" rel="noopener">
                {t('libraries.previewer.openAlone')}
              </Button>
            </>
          )}
        </Stack>
      </DialogContent>
    </Dialog>
  );
};
