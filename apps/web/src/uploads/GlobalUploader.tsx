import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MinimizeIcon from '@mui/icons-material/Minimize';
import {
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  Paper,
  Stack,
  type Theme,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useStoreValue } from '../shared/state/create-store';
import { UploadFileRow } from './UploadFileRow';
import { queueListOf, type UploadEntry } from './upload-types';
import { uploaderDisplay, useQueuedUploads } from './uploader';

const queueLists = ['uploading', 'queued', 'completed', 'failed'] as const;

const overallPercent = (entries: UploadEntry[]) => {
  const total = entries.reduce((sum, entry) => sum + entry.progress.total, 0);
  const loaded = entries.reduce((sum, entry) => sum + entry.progress.loaded, 0);
  return total > 0 ? (loaded / total) * 100 : 100;
};

/**
 * The uploader shown on every page while files are queued (spec part 1 §4 Global uploader
 * display): hidden with an empty queue, else mini (a button with the overall progress), expanded
 * (the queue lists) or collapsed (the header only).
 */
export const GlobalUploader = () => {
  const { t } = useTranslation();
  const entries = useQueuedUploads();
  const display = useStoreValue(uploaderDisplay, (state) => state.display);
  if (entries.length === 0) return null;
  const show = (next: typeof display) => uploaderDisplay.set({ display: next });
  const finished = entries.filter((entry) => entry.status === 'success').length;
  const summary = t('uploads.summary', { done: finished, total: entries.length });
  const position = {
    position: 'fixed',
    right: 16,
    bottom: 16,
    zIndex: (theme: Theme) => theme.zIndex.snackbar - 1,
  } as const;

  if (display === 'mini')
    return (
      <Button
        variant="contained"
        onClick={() => show('expanded')}
        startIcon={<CircularProgress variant="determinate" value={overallPercent(entries)} size={18} color="inherit" />}
        aria-label={t('uploads.showList')}
        sx={position}
      >
        {summary}
      </Button>
    );

  return (
    <Paper elevation={6} component="section" aria-label={t('uploads.title')} sx={{ ...position, width: 380 }}>
      <Stack direction="row" spacing={1} sx={{ px: 2, py: 1, alignItems: 'center' }}>
        <CloudUploadIcon color="primary" fontSize="small" />
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {summary}
        </Typography>
        <IconButton size="small" aria-label={t('uploads.minimise')} onClick={() => show('mini')}>
          <MinimizeIcon fontSize="small" />
        </IconButton>
        {display === 'collapsed' ? (
          <IconButton size="small" aria-label={t('uploads.showList')} onClick={() => show('expanded')}>
            <ExpandLessIcon fontSize="small" />
          </IconButton>
        ) : (
          <IconButton size="small" aria-label={t('uploads.hideList')} onClick={() => show('collapsed')}>
            <ExpandMoreIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {display === 'expanded' && (
        <Box sx={{ maxHeight: 360, overflowY: 'auto', pb: 1 }}>
          {queueLists.map((list) => {
            const inList = entries.filter((entry) => queueListOf(entry.status) === list);
            if (inList.length === 0) return null;
            return (
              <Box key={list} component="section" aria-label={t(`uploads.lists.${list}`)}>
                <Divider textAlign="left">
                  <Typography variant="overline">{`${t(`uploads.lists.${list}`)} (${inList.length})`}</Typography>
                </Divider>
                <Stack spacing={1} sx={{ px: 2 }}>
                  {inList.map((entry) => (
                    <UploadFileRow key={entry.hashId} entry={entry} />
                  ))}
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
};
