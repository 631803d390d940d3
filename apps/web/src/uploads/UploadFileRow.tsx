import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { formatFileSize } from '@stride/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../i18n/use-formatting';
import { fileProgressDisplay, type UploadEntry } from './upload-types';
import { useUploader } from './uploader';

const percentOf = ({ loaded, total }: UploadEntry['progress']) => (total > 0 ? (loaded / total) * 100 : 100);

/** One file: name, state, progress (hidden, mini or visible) and a cancel button while it can stop. */
export const UploadFileRow = ({ entry, leading }: { entry: UploadEntry; leading?: ReactNode }) => {
  const { t } = useTranslation();
  const { locale } = useFormatting();
  const { cancel } = useUploader();
  const progress = fileProgressDisplay(entry.status);
  const cancellable = entry.status === 'pending' || entry.status === 'started';
  const size = (bytes: number) => formatFileSize(bytes, locale);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center' }}
      data-testid="upload-row"
      data-status={entry.status}
      aria-label={entry.filename}
    >
      {leading}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={entry.displayName}>
          {entry.filename}
        </Typography>
        <Typography
          variant="caption"
          color={entry.status === 'failed' ? 'error' : 'text.secondary'}
          data-testid="upload-status"
        >
          {entry.failure ? t(`uploads.failure.${entry.failure}`) : t(`uploads.status.${entry.status}`)}
          {progress === 'visible' &&
            ` · ${t('uploads.progress', { loaded: size(entry.progress.loaded), total: size(entry.progress.total) })}`}
        </Typography>
        {progress !== 'hidden' && (
          <LinearProgress
            variant="determinate"
            value={percentOf(entry.progress)}
            aria-label={t('uploads.progressOf', { filename: entry.filename })}
            sx={{ height: progress === 'mini' ? 2 : 6, borderRadius: 1, mt: 0.5 }}
          />
        )}
      </Box>
      {cancellable && (
        <IconButton
          size="small"
          aria-label={t('uploads.cancel', { filename: entry.filename })}
          onClick={() => cancel(entry.hashId)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
};
