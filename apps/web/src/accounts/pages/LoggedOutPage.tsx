import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AccountCard } from '../../shared/app-shell/AccountCard';
import { DEFAULT_PATH } from '../../shared/routing/default-path';

const LoggedOutPage = () => {
  const { t } = useTranslation();
  return (
    <AccountCard title={t('accounts.loggedOut.title')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('accounts.loggedOut.message')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={DEFAULT_PATH}>
        {t('accounts.loggedOut.loginAgain')}
      </Button>
    </AccountCard>
  );
};

export default LoggedOutPage;
