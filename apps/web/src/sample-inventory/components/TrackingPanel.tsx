import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { Sample, SampleLibrary } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message';
import { toasts } from '../../shared/toasts/toast-store';
import { useRecordTracking, useSampleTracking } from '../api';
import { RareOutDialog } from './RareOutDialog';
import { sampleLabel } from './sample-label';

type Props = { library: SampleLibrary; sample: Sample | null; onClose: () => void };

/** A sample's tracking history, newest first, with the "rare out / returned" dialog. */
export const TrackingPanel = ({ library, sample, onClose }: Props) => {
  const { t } = useTranslation();
  const history = useSampleTracking(library, sample?._id ?? null);
  const record = useRecordTracking(library);
  const [recording, setRecording] = useState(false);
  return (
    <Drawer anchor="right" open={sample !== null} onClose={onClose}>
      {sample && (
        <Box sx={{ width: 360, p: 2 }} role="region" aria-label={t('sampleInventory.tracking.title')}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" sx={{ flex: 1 }}>
              {t('sampleInventory.tracking.title')}
            </Typography>
            <IconButton aria-label={t('actions.close')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {sampleLabel(sample)} · {t('sampleInventory.columns.onHandQty')}: {sample.onHandQty ?? 0}
          </Typography>
          <Button variant="outlined" size="small" sx={{ my: 2 }} onClick={() => setRecording(true)}>
            {t('sampleInventory.rareOut.open')}
          </Button>
          {history.isPending && <Skeleton variant="rectangular" height={120} />}
          {history.isError && <Alert severity="error">{errorMessage(t, history.error)}</Alert>}
          <List dense>
            {history.data?.map((event) => (
              <ListItem key={event._id} divider>
                <ListItemText
                  primary={`${t(`sampleInventory.tracking.actions.${event.action}`)}${event.quantity === null ? '' : ` · ${event.quantity}`}`}
                  secondary={[new Date(event.createdDate).toLocaleString(), event.userName, event.note]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {recording && sample && (
        <RareOutDialog
          label={sampleLabel(sample)}
          busy={record.isPending}
          error={record.error ? errorMessage(t, record.error) : null}
          onSubmit={(request) =>
            record.mutate(
              { ...request, sampleId: sample._id, note: request.note || undefined },
              {
                onSuccess: () => {
                  setRecording(false);
                  toasts.show({ type: 'success', message: t('sampleInventory.tracking.recorded') });
                },
              },
            )
          }
          onClose={() => setRecording(false)}
        />
      )}
    </Drawer>
  );
};
