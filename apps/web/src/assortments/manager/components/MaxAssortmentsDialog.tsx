import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { MAX_ASSORTMENTS_PER_USER } from '@stride/domain';
import { useTranslation } from 'react-i18next';

/** The max-assortment error dialog (spec part 1 §2): the create answered ITS_BE_ERROR_MAX_ASSORTMENTS. */
export const MaxAssortmentsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="max-assortments-title"
      aria-describedby="max-assortments-text"
    >
      <DialogTitle id="max-assortments-title">{t('assortmentManager.maxAssortments.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="max-assortments-text">
          {t('assortmentManager.maxAssortments.message', { limit: MAX_ASSORTMENTS_PER_USER })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
