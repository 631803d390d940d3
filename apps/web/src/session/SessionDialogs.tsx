import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { inactivityCountdown } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { sessionStore, useSession } from '../shared/session/session-store';

/** The inactivity warning with its countdown title, the Logged Out dialog and the error state. */
export const SessionDialogs = () => {
  const { t } = useTranslation();
  const session = useSession();
  const countdown = inactivityCountdown(session.warningRemainingMs);
  return (
    <>
      <Dialog open={session.state === 'inactivityWarning'} aria-labelledby="inactivity-title">
        <DialogTitle id="inactivity-title">
          {t(countdown.unit === 'minute' ? 'session.warningTitleMinutes' : 'session.warningTitleSeconds', {
            count: countdown.count,
          })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('session.warningMessage')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => sessionStore.dispatch('ACTIVITY')}>
            {t('session.stayLoggedIn')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={session.loggedOutDialogOpen} aria-labelledby="logged-out-title">
        <DialogTitle id="logged-out-title">{t('session.loggedOutTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('session.loggedOutMessage')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => sessionStore.set({ loggedOutDialogOpen: false })}>
            {t('actions.ok')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={session.state === 'error'} aria-labelledby="session-error-title">
        <DialogTitle id="session-error-title">{t('session.errorTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('session.errorMessage')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
