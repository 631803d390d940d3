import { IconButton, Tooltip } from '@mui/material';
import type { AssortmentAlert } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCountIcon } from '../../alerts/AlertCountIcon';
import { StatusAlertsDialog } from '../../alerts/StatusAlertsDialog';

/** The grid header's status alert icon with its count, opening the list of alerts with 'Clear alerts'. */
export const AlertsButton = ({ alerts, onClear }: { alerts: readonly AssortmentAlert[]; onClear: () => void }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t('assortmentGrid.alerts.button', { count: alerts.length });
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)}>
          <AlertCountIcon count={alerts.length} />
        </IconButton>
      </Tooltip>
      <StatusAlertsDialog open={open} alerts={alerts} onClose={() => setOpen(false)} onClear={onClear} />
    </>
  );
};
