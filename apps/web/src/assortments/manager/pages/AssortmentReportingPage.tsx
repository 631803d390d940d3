import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ManagerFrame } from './AssortmentManagerPage';

/** Reporting (managers): the assortment export and user activity reports come with scheduled documents. */
const AssortmentReportingPage = () => {
  const { t } = useTranslation();
  return (
    <ManagerFrame tab="reporting">
      <Typography variant="h6" component="h2">
        {t('assortmentManager.reporting.title')}
      </Typography>
      <Alert severity="info">{t('assortmentManager.reporting.comingWithSchedules')}</Alert>
    </ManagerFrame>
  );
};

export default AssortmentReportingPage;
