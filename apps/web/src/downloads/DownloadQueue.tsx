import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, LinearProgress, Paper, Stack, type Theme, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useStoreValue } from '../shared/state/create-store';
import type { DownloadEntry } from './download-queue';
import { downloadQueue } from './downloads';

const DownloadRow = ({ entry }: { entry: DownloadEntry }) => {
  const { t } = useTranslation();
  const running = entry.status === 'queued' || entry.status === 'processing';
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid="download-row"
      data-status={entry.status}
      aria-label={entry.displayName}
      sx={{ alignItems: 'center' }}
    >
      <DownloadIcon fontSize="small" color="action" />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {entry.displayName}
        </Typography>
        <Typography variant="caption" color={entry.status === 'failed' ? 'error' : 'text.secondary'}>
          {entry.kind === 'document' && entry.status === 'processing'
            ? t('documents.making')
            : t(`downloads.status.${entry.status}`)}
        </Typography>
        {entry.status === 'processing' && <LinearProgress sx={{ mt: 0.5 }} />}
      </Stack>
      {running && (
        <IconButton
          size="small"
          aria-label={t('downloads.cancel', { filename: entry.displayName })}
          onClick={() => downloadQueue.cancel(entry.hashId)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
};

/** The download queue, bottom left on every page while it holds entries (spec part 1 §4). */
export const DownloadQueue = () => {
  const { t } = useTranslation();
  const entries = useStoreValue(downloadQueue.store, (state) => state.entries);
  if (entries.length === 0) return null;
  return (
    <Paper
      elevation={6}
      component="section"
      aria-label={t('downloads.title')}
      sx={{
        position: 'fixed',
        left: 16,
        bottom: 16,
        width: 320,
        p: 2,
        zIndex: (theme: Theme) => theme.zIndex.snackbar - 1,
      }}
    >
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('downloads.title')}
      </Typography>
      <Stack spacing={1}>
        {entries.map((entry) => (
          <DownloadRow key={entry.hashId} entry={entry} />
        ))}
      </Stack>
    </Paper>
  );
};
