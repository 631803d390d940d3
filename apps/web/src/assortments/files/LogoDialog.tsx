import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import type { Assortment } from '@stride/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../shared/api/query-keys';
import { toasts } from '../../shared/toasts/toast-store';
import { patchAssortment } from '../grid/api';
import { AssortmentFileField } from './AssortmentFileField';

type Props = {
  /** The assortment whose logo is set; null when closed. */
  assortment: Pick<Assortment, '_id' | 'orgType' | 'title' | 'subTitle' | 'logo'> | null;
  onClose: () => void;
};

/**
 * 'Logo setting' (spec part 1 §2 dialogs, upload usage "assortment logo"): the customer's logo
 * the assortment's documents and showroom carry. Replacing it deletes the previous file.
 */
export const LogoDialog = ({ assortment, onClose }: Props) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The dialog shows the logo it set at once, before the lists are read again.
  const [shown, setShown] = useState<{ id: string; logo: string | null } | null>(null);
  const logo = assortment && (shown?.id === assortment._id ? shown.logo : assortment.logo);

  const changed = (next: string | null) => {
    if (!assortment) return;
    setShown({ id: assortment._id, logo: next });
    void queryClient.invalidateQueries({ queryKey: queryKeys.assortments.all });
  };
  const remove = async () => {
    if (!assortment) return;
    try {
      await patchAssortment(assortment, { logo: null });
      changed(null);
    } catch (error) {
      toasts.show({ type: 'error', message: t('assortmentFiles.failed', { message: (error as Error).message }) });
    }
  };

  return (
    <Dialog open={assortment !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('assortmentFiles.logo.title')}</DialogTitle>
      <DialogContent>
        {assortment && (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              {t('assortmentFiles.logo.help', { title: assortment.subTitle || assortment.title })}
            </DialogContentText>
            <AssortmentFileField
              assortmentId={assortment._id}
              usageType="assortmentLogo"
              attachTo={assortment._id}
              current={
                logo ? (
                  <img
                    src={logo}
                    alt={t('assortmentFiles.logo.alt', { title: assortment.title })}
                    style={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain' }}
                  />
                ) : (
                  <Typography color="text.secondary">{t('assortmentFiles.logo.none')}</Typography>
                )
              }
              uploadLabel={t(logo ? 'assortmentFiles.replace' : 'assortmentFiles.logo.upload')}
              onUploaded={(file) => changed(file.url)}
              remove={logo ? { label: t('assortmentFiles.logo.remove'), onRemove: () => void remove() } : undefined}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
