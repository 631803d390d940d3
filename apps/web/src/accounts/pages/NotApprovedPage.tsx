import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AccountCard } from '../../shared/app-shell/AccountCard';
import { DEFAULT_PATH } from '../../shared/routing/default-path';

/** Where single sign-on sends people whose access is pending or deactivated. */
const NotApprovedPage = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const reason = search.get('reason') === 'deactivated' ? 'deactivated' : 'pending';
  return (
    <AccountCard title={t('accounts.notApproved.title')}>
      <Alert severity={reason === 'deactivated' ? 'warning' : 'info'} sx={{ mb: 3 }}>
        {t(`accounts.notApproved.${reason}`)}
      </Alert>
      <Button variant="outlined" component={RouterLink} to={DEFAULT_PATH}>
        {t('accounts.notApproved.back')}
      </Button>
    </AccountCard>
  );
};

export default NotApprovedPage;
