import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LatestStepAssets } from './LatestStepAssets';

const STEP_LIBRARY_PATH = '/sales/libraries/STEP';

/**
 * The dashboard's STEP dialog (spec part 1 §2): what is new in Sales STEP training, each asset
 * a click from the previewer, and the whole library one more.
 */
export const StepTrainingDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="step-training-title">
      <DialogTitle id="step-training-title">{t('salesTools.step.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>{t('salesTools.step.intro')}</DialogContentText>
        <LatestStepAssets />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button variant="contained" onClick={() => navigate(STEP_LIBRARY_PATH)}>
          {t('salesTools.step.openLibrary')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
