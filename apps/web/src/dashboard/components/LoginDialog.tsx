import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSsoStatus } from '../../accounts';
import { sessionApi, signedIn } from '../../session';
import { errorMessage } from '../../shared/api/error-message';
import { toasts } from '../../shared/toasts/toast-store';

type Props = { returnTo: string; onRequestAccess: () => void; onForgotPassword: () => void; onSignedIn: () => void };

export const LoginDialog = ({ returnTo, onRequestAccess, onForgotPassword, onSignedIn }: Props) => {
  const { t } = useTranslation();
  const sso = useSsoStatus();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { pathname } = useLocation();
  // The success toast must outlive the route change when the person is sent on to another page.
  const returnToOtherPage = returnTo.split('?')[0] !== pathname;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const user = await sessionApi.login({ email, password });
      signedIn(user);
      toasts.show({ type: 'success', message: t('session.loginSuccess'), keepOnRouteChange: returnToOtherPage });
      onSignedIn();
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    // A non-modal dialog: a modal one would cover the page header and hide it from assistive
    // technology, so a visitor could not choose the language before logging in.
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: { xs: 'center', md: 'flex-end' },
        pointerEvents: 'none',
        zIndex: (theme) => theme.zIndex.appBar,
      }}
    >
      <Paper
        role="dialog"
        aria-labelledby="login-title"
        elevation={24}
        sx={{
          width: 420,
          maxWidth: 'calc(100% - 64px)',
          maxHeight: 'calc(100% - 64px)',
          overflowY: 'auto',
          m: 4,
          mr: { md: '8vw' },
          p: 1,
          pointerEvents: 'auto',
        }}
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id="login-title">{t('login.title')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('login.subtitle')}
            </Typography>
            <Stack spacing={2}>
              <TextField
                label={t('fields.email')}
                type="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                required
                autoFocus
                fullWidth
              />
              <TextField
                label={t('fields.password')}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
                fullWidth
              />
            </Stack>
            <Box sx={{ mt: 1, textAlign: 'right' }}>
              <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
                {t('login.forgotPassword')}
              </Link>
            </Box>
          </DialogContent>
          <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 2 }}>
            <Button type="submit" variant="contained" size="large" disabled={busy || !email || !password}>
              {t('login.submit')}
            </Button>
            {sso.data?.enabled && (
              <>
                <Divider>{t('login.or')}</Divider>
                <Button
                  variant="outlined"
                  size="large"
                  href={`/api/users/sso/login?returnTo=${encodeURIComponent(returnTo)}`}
                  sx={{ ml: '0 !important' }}
                >
                  {t('login.sso')}
                </Button>
              </>
            )}
            <Typography variant="body2" sx={{ textAlign: 'center', mt: 1 }}>
              {t('login.noAccount')}{' '}
              <Link component="button" type="button" onClick={onRequestAccess}>
                {t('login.requestAccess')}
              </Link>
            </Typography>
          </DialogActions>
        </form>
      </Paper>
    </Box>
  );
};
