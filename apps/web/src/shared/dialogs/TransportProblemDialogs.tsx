import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { transportProblems } from '../api/transport-problems';
import { useStoreValue } from '../state/create-store';

/** 'Unexpected Server Error' and 'Network Error' (spec part 2 §8.1). */
export const TransportProblemDialogs = () => {
  const { t } = useTranslation();
  const serverProblem = useStoreValue(transportProblems, (state) => state.serverProblem);
  const networkProblem = useStoreValue(transportProblems, (state) => state.networkProblem);
  return (
    <>
      <Dialog
        open={serverProblem !== null}
        onClose={transportProblems.dismissServerError}
        aria-labelledby="server-error-title"
      >
        <DialogTitle id="server-error-title">{t('dialogs.serverError.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('dialogs.serverError.message')}</DialogContentText>
          {serverProblem?.error && (
            <Typography
              component="pre"
              variant="body2"
              sx={{ mt: 2, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, whiteSpace: 'pre-wrap' }}
            >
              {serverProblem.error.message}
              {serverProblem.error.messageData ? `\n${JSON.stringify(serverProblem.error.messageData)}` : ''}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={transportProblems.dismissServerError}>{t('actions.close')}</Button>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={networkProblem}
        onClose={transportProblems.dismissNetworkFailure}
        aria-labelledby="network-error-title"
      >
        <DialogTitle id="network-error-title">{t('dialogs.networkError.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('dialogs.networkError.message')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={transportProblems.dismissNetworkFailure}>
            {t('actions.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
