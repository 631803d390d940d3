import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Where the confirmation link of a request lands (/confirm-email/{messages}). */
export const EmailConfirmedDialog = ({ outcome, onClose }: { outcome: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const confirmed = outcome === 'confirmed';
  return (
    <Dialog open onClose={onClose} aria-labelledby="email-confirmed-title" maxWidth="xs" fullWidth>
      <DialogTitle id="email-confirmed-title">
        {t(confirmed ? 'accounts.emailConfirmed.title' : 'accounts.emailConfirmed.invalidTitle')}
      </DialogTitle>
      <DialogContent>
        <Alert severity={confirmed ? 'success' : 'warning'}>
          {t(confirmed ? 'accounts.emailConfirmed.message' : 'accounts.emailConfirmed.invalid')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
