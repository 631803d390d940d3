import { Alert, Button } from '@mui/material';
import { MAILED_PACKAGE_TTL_DAYS } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AccountCard } from '../../shared/app-shell/AccountCard';
import { DEFAULT_PATH } from '../../shared/routing/default-path';

/**
 * Where a browser lands from a mailed package link that no longer works (expired after 7 days,
 * made up, or from a sharer who has left): the server sends it here instead of an error answer.
 */
const LinkExpiredPage = () => {
  const { t } = useTranslation();
  return (
    <AccountCard title={t('downloads.linkExpired.title')}>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('downloads.linkExpired.body', { days: MAILED_PACKAGE_TTL_DAYS })}
      </Alert>
      <Button variant="outlined" component={RouterLink} to={DEFAULT_PATH}>
        {t('downloads.linkExpired.back')}
      </Button>
    </AccountCard>
  );
};

export default LinkExpiredPage;
