import SyncIcon from '@mui/icons-material/Sync';
import { Alert, IconButton, Tooltip, Typography } from '@mui/material';
import type { Assortment } from '@stride/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../../i18n/use-formatting';
import { errorMessage } from '../../../shared/api/error-message';
import { queryKeys } from '../../../shared/api/query-keys';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { toasts } from '../../../shared/toasts/toast-store';
import { syncWithCrm, useCrmSyncStatus } from '../api';

/**
 * The grid header's CRM sync (spec part 1 §2 'CRM confirm', part 2 §7.3): the icon's tooltip
 * tells when the CRM last took the assortment; the confirmation sends it. A site without a CRM
 * says so in the dialog instead of offering a sync that cannot work.
 */
export const CrmSyncButton = ({ assortment }: { assortment: Assortment }) => {
  const { t } = useTranslation();
  const format = useFormatting();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const status = useCrmSyncStatus(assortment._id);
  const lastSyncDate = status.data?.lastSyncDate ?? null;
  const configured = status.data?.crmConfigured ?? false;
  const sync = useMutation({
    mutationFn: () => syncWithCrm(assortment._id),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.assortments.crmSync(assortment._id), {
        lastSyncDate: answer.lastSyncDate,
        crmConfigured: true,
      });
      setOpen(false);
      toasts.show(
        answer.status === 'synced'
          ? { type: 'success', message: t('assortmentGrid.crm.synced') }
          : { type: 'info', message: t('assortmentGrid.crm.retrying') },
      );
    },
  });
  const lastSync = lastSyncDate
    ? t('assortmentGrid.crm.lastSync', { date: format.dateTime(lastSyncDate) })
    : t('assortmentGrid.crm.neverSynced');

  return (
    <>
      <Tooltip title={lastSync}>
        <IconButton aria-label={t('assortmentGrid.crm.button')} onClick={() => setOpen(true)}>
          <SyncIcon />
        </IconButton>
      </Tooltip>
      <FormDialog
        open={open}
        title={t('assortmentGrid.crm.title')}
        submitLabel={t('assortmentGrid.crm.submit')}
        busy={sync.isPending}
        error={sync.error ? errorMessage(t, sync.error) : null}
        canSubmit={configured}
        onSubmit={() => sync.mutate()}
        onClose={() => {
          setOpen(false);
          sync.reset();
        }}
      >
        {configured ? (
          <Typography>{t('assortmentGrid.crm.confirm', { title: assortment.title })}</Typography>
        ) : (
          <Alert severity="info">{t('assortmentGrid.crm.notConfigured')}</Alert>
        )}
        <Typography variant="body2" color="text.secondary" data-testid="crm-last-sync">
          {lastSync}
        </Typography>
      </FormDialog>
    </>
  );
};
