import { Box, Container, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AccountDialogs } from '../../accounts';
import { DashboardHeader } from '../../shared/app-shell/DashboardHeader';
import { lazyDialog } from '../../shared/dialogs/lazy-dialog';
import { DEFAULT_PATH } from '../../shared/routing/default-path';
import { PageSpinner } from '../../shared/routing/PageSpinner';
import { useSession } from '../../shared/session/session-store';
import { toasts } from '../../shared/toasts/toast-store';
import { AnnouncementFeed } from '../components/AnnouncementFeed';
import { AreaTiles } from '../components/AreaTiles';
import { StepTrainingButton } from '../components/StepTrainingButton';
import { WhatsNewFeed } from '../components/WhatsNewFeed';

// Signed-out visitors and e-mailed links need these (and the account dialogs, which load the same
// way); a signed-in dashboard loads none of them.
const LoginDialog = lazyDialog(() => import('../components/LoginDialog').then((module) => module.LoginDialog));

/** Only paths on this site may be returned to after signing in. */
const safeReturnPath = (value: string | null) =>
  value?.startsWith('/') && !value.startsWith('//') ? value : DEFAULT_PATH;

/**
 * The headless dashboard (dashboard--its, or dashboard--default when logged out): tiles and
 * feed, the login dialog, the account dialogs reached from e-mailed links, and the STEP dialog.
 */
const DashboardPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const [dialog, setDialog] = useState<'requestAccess' | 'forgotPassword' | null>(null);
  const returnTo = safeReturnPath(search.get('returnTo'));
  const setPasswordLink =
    params.userId && params.code ? { userId: params.userId, code: params.code, isNew: params.isNew === 'new' } : null;

  useEffect(() => {
    if (search.get('sso') === 'failed') toasts.show({ type: 'error', message: t('login.ssoFailed'), persist: true });
  }, [search, t]);

  const loggedIn = session.user !== null;
  return (
    <Box
      sx={{ minHeight: '100vh', background: 'linear-gradient(160deg, #e9f3e1 0%, #f4f6f3 45%, #eef2f0 100%)' }}
      data-route-name={loggedIn ? 'dashboard--its' : 'dashboard--default'}
    >
      <DashboardHeader />
      <Container maxWidth="lg" sx={{ pb: 8 }}>
        {!session.checked && <PageSpinner />}
        {loggedIn && (
          <Stack spacing={5}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
              <Box>
                <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
                  {t('dashboard.welcome', { name: session.user?.name })}
                </Typography>
                <Typography color="text.secondary">{t('dashboard.subtitle')}</Typography>
              </Box>
              <StepTrainingButton />
            </Stack>
            <Box component="section" aria-label={t('dashboard.areas')}>
              <AreaTiles />
            </Box>
            <WhatsNewFeed />
            <AnnouncementFeed />
          </Stack>
        )}
        {session.checked && !loggedIn && !setPasswordLink && (
          <Box sx={{ maxWidth: 560, pt: { xs: 2, md: 8 } }}>
            <Typography variant="h3" component="h1" sx={{ fontWeight: 800, color: 'primary.main' }}>
              {t('dashboard.heroTitle')}
            </Typography>
            <Typography variant="h6" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
              {t('dashboard.heroSubtitle')}
            </Typography>
          </Box>
        )}
      </Container>

      {session.checked && !loggedIn && !setPasswordLink && dialog === null && !params.messages && (
        <LoginDialog
          returnTo={returnTo}
          onRequestAccess={() => setDialog('requestAccess')}
          onForgotPassword={() => setDialog('forgotPassword')}
          onSignedIn={() => navigate(returnTo, { replace: true })}
        />
      )}
      <AccountDialogs.RequestAccess open={dialog === 'requestAccess'} onClose={() => setDialog(null)} />
      <AccountDialogs.RequestPasswordReset open={dialog === 'forgotPassword'} onClose={() => setDialog(null)} />
      {setPasswordLink && (
        <AccountDialogs.ResetPassword
          {...setPasswordLink}
          onDone={() => navigate(DEFAULT_PATH, { replace: true })}
          onRequestNewLink={() => {
            navigate(DEFAULT_PATH, { replace: true });
            setDialog('forgotPassword');
          }}
        />
      )}
      {params.messages && (
        <AccountDialogs.EmailConfirmed
          outcome={params.messages}
          onClose={() => navigate(DEFAULT_PATH, { replace: true })}
        />
      )}
    </Box>
  );
};

export default DashboardPage;
