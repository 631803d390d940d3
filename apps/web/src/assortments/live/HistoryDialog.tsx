import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import type { AssortmentBatchAnswer, AssortmentHistoryEntry } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../i18n/use-formatting';
import { errorMessage } from '../../shared/api/error-message';
import { useAssortmentHistory, useRestoreAssortment } from './api';

type Props = {
  assortmentId: string;
  open: boolean;
  onClose: () => void;
  /** The restore was saved as a new batch. */
  onRestored: (answer: AssortmentBatchAnswer) => void;
};

/** What one saved batch did, in a line: counts of added, removed, edited and moved rows, and properties. */
const useSummary = () => {
  const { t } = useTranslation();
  return (entry: AssortmentHistoryEntry) =>
    [
      entry.kind !== 'batch' ? t(`assortmentLive.kinds.${entry.kind}`) : null,
      entry.added > 0 ? t('assortmentLive.added', { count: entry.added }) : null,
      entry.deleted > 0 ? t('assortmentLive.deleted', { count: entry.deleted }) : null,
      entry.updated > 0 ? t('assortmentLive.updated', { count: entry.updated }) : null,
      entry.sorted > 0 ? t('assortmentLive.sorted', { count: entry.sorted }) : null,
      entry.patched.length > 0 ? t('assortmentLive.patched', { fields: entry.patched.join(', ') }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
};

/** Every saved batch of the assortment (who, when, what), each one a point to go back to. */
export const HistoryDialog = ({ assortmentId, open, onClose, onRestored }: Props) => {
  const { t } = useTranslation();
  const { dateTime } = useFormatting();
  const history = useAssortmentHistory(assortmentId, open);
  const restore = useRestoreAssortment(assortmentId);
  const summary = useSummary();
  const latest = history.data?.[0]?.version;

  const restoreTo = (version: number) =>
    restore.mutate(version, {
      onSuccess: (answer) => {
        onRestored(answer);
        onClose();
      },
    });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assortment-history-title">
      <DialogTitle id="assortment-history-title">{t('assortmentLive.historyTitle')}</DialogTitle>
      <DialogContent dividers>
        {history.isPending && <CircularProgress size={24} />}
        {restore.isError && <Alert severity="error">{errorMessage(t, restore.error)}</Alert>}
        <List dense>
          {history.data?.map((entry) => (
            <ListItem
              key={entry.version}
              secondaryAction={
                entry.version !== latest && (
                  <Button size="small" disabled={restore.isPending} onClick={() => restoreTo(entry.version)}>
                    {t('assortmentLive.restore')}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={`${t('assortmentLive.version', { version: entry.version })} · ${entry.user.name} · ${dateTime(entry.createdDate)}`}
                secondary={summary(entry) || t('assortmentLive.noChanges')}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
