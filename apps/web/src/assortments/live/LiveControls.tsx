import HistoryIcon from '@mui/icons-material/History';
import { Box, Button } from '@mui/material';
import type { AssortmentBatchAnswer } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../shared/a11y/visually-hidden';
import { useCurrentUser } from '../../shared/session/session-store';
import { HistoryDialog } from './HistoryDialog';
import { PresenceAvatars } from './PresenceAvatars';
import { type LiveBatch, useAssortmentLive } from './use-assortment-live';

type Props = {
  assortmentId: string;
  /** A batch saved by anyone, and the restore answer: merged like a save's answer. */
  onBatch: (batch: LiveBatch | AssortmentBatchAnswer) => void;
  /** The live stream came back after a break. */
  onResync: () => void;
};

/** Who else is in the assortment, their saved edits as they come, and the history to go back in. */
export const LiveControls = ({ assortmentId, onBatch, onResync }: Props) => {
  const { t } = useTranslation();
  const self = useCurrentUser();
  // Someone else's edit shows only as changed cells: a screen reader user is told who saved.
  const [remoteEdit, setRemoteEdit] = useState('');
  const handleBatch = (batch: LiveBatch) => {
    if (batch.user._id !== self?._id) setRemoteEdit(t('assortmentLive.remoteEdit', { name: batch.user.name }));
    onBatch(batch);
  };
  const { present } = useAssortmentLive(assortmentId, { onBatch: handleBatch, onResync });
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <>
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="remote-edit-status">
        {remoteEdit}
      </Box>
      <PresenceAvatars present={present} selfId={self?._id} />
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setHistoryOpen(true)}>
        {t('assortmentLive.history')}
      </Button>
      <HistoryDialog
        assortmentId={assortmentId}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onRestored={onBatch}
      />
    </>
  );
};
