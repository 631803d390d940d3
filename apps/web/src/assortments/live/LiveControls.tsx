import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import type { AssortmentBatchAnswer } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { present } = useAssortmentLive(assortmentId, { onBatch, onResync });
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <>
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
