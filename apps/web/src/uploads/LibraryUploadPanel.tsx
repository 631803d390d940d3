import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Avatar,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { type FileUsageType, fileUsageTypes, type LibraryType } from '@stride/domain';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadFileRow } from './UploadFileRow';
import type { UploadEntry } from './upload-types';
import { useSessionUploads, useUploader } from './uploader';

const usageLabelKey = { Primary: 'uploads.usage.primary', 'Working File': 'uploads.usage.workingFile' } as const;

const Thumbnail = ({ entry }: { entry: UploadEntry }) => {
  const { t } = useTranslation();
  const ready = entry.status === 'success' && entry.fileId;
  return (
    <Avatar
      variant="rounded"
      src={ready ? `/api/assets/files/${entry.fileId}/thumbnail` : undefined}
      alt={ready ? t('uploads.thumbnailOf', { filename: entry.filename }) : undefined}
      sx={{ width: 48, height: 48, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <UploadFileIcon />
    </Avatar>
  );
};

/**
 * The manage `upload` view of a library: a drop zone and file picker, the usage type of the files,
 * and this session's uploads to the library (or to `assetId`) with their progress and thumbnails.
 */
export const LibraryUploadPanel = ({ libraryType, assetId }: { libraryType: LibraryType; assetId?: string }) => {
  const { t } = useTranslation();
  const { addFiles } = useUploader();
  const uploads = useSessionUploads(libraryType).filter((entry) => !assetId || entry.assetId === assetId);
  const [usageType, setUsageType] = useState<FileUsageType>('Primary');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const usageLabelId = useId();

  const queue = (files: FileList | null) => {
    if (files && files.length > 0) addFiles([...files], { libraryType, assetId, usageType });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    queue(event.dataTransfer.files);
  };

  return (
    <Stack spacing={3} sx={{ p: 3, maxWidth: 900 }}>
      <FormControl>
        <FormLabel id={usageLabelId}>{t('uploads.usageType')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={usageLabelId}
          value={usageType}
          onChange={(event) => setUsageType(event.target.value as FileUsageType)}
        >
          {fileUsageTypes.map((usage) => (
            <FormControlLabel key={usage} value={usage} control={<Radio />} label={t(usageLabelKey[usage])} />
          ))}
        </RadioGroup>
      </FormControl>
      <Paper
        variant="outlined"
        data-testid="upload-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          p: 4,
          textAlign: 'center',
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.paper',
        }}
      >
        <UploadFileIcon color="primary" sx={{ fontSize: 48 }} />
        <Typography sx={{ my: 1 }}>{t('uploads.dropHere')}</Typography>
        <Button variant="contained" onClick={() => input.current?.click()}>
          {t('uploads.chooseFiles')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={t('uploads.chooseFiles')}
          onChange={(event) => {
            queue(event.target.files);
            event.target.value = '';
          }}
        />
      </Paper>
      <Box component="section" aria-label={t('uploads.sessionList')}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('uploads.sessionList')}
        </Typography>
        {uploads.length === 0 ? (
          <Typography color="text.secondary">{t('uploads.sessionEmpty')}</Typography>
        ) : (
          <Stack spacing={1.5}>
            {uploads.map((entry) => (
              <UploadFileRow key={entry.hashId} entry={entry} leading={<Thumbnail entry={entry} />} />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
};
