import { Alert, CircularProgress, Container } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message';
import { useRouteAssortment } from '../../manager/use-route-assortment';
import { useAssortment } from '../api';
import { AssortmentWorkspace } from '../components/AssortmentWorkspace';

/**
 * /product/assortments/assortment/{assortmentId}/manage (route assortment--manage), and
 * internal/{assortmentId}/manage and export: one assortment's grid.
 */
const AssortmentGridPage = () => {
  const { t } = useTranslation();
  const assortment = useAssortment(useRouteAssortment());
  // Not a copy cached by an earlier visit: the grid starts from the rows as stored now.
  const fresh = assortment.isFetchedAfterMount ? assortment.data : undefined;
  return (
    <Container
      maxWidth={false}
      // The page scrolls only when the add-products search takes its room above the grid.
      sx={{
        py: 2,
        height: 'calc(100vh - 64px)',
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      {!fresh && !assortment.isError && (
        <CircularProgress aria-label={t('grid.loading')} sx={{ alignSelf: 'center', mt: 6 }} />
      )}
      {assortment.isError && (
        <Alert severity="error">{t('assortmentGrid.loadFailed', { message: errorMessage(t, assortment.error) })}</Alert>
      )}
      {fresh && <AssortmentWorkspace key={fresh._id} loaded={fresh} />}
    </Container>
  );
};

export default AssortmentGridPage;
