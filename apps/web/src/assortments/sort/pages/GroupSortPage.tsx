import { Alert, CircularProgress, Container } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message';
import { useAssortment } from '../../grid/api';
import { useRouteAssortment } from '../../manager/use-route-assortment';
import { GroupSortWorkspace } from '../components/GroupSortWorkspace';
import { SortHeader } from '../components/SortHeader';

/**
 * /product/assortments/assortment/{assortmentId}/sort: the group sort page (route
 * assortment--sort, spec part 1 §2). A dynamic assortment's order is its query's sort, so its
 * page explains that instead of offering moves it could never save (spec part 1 §4).
 */
const GroupSortPage = () => {
  const { t } = useTranslation();
  const assortment = useAssortment(useRouteAssortment());
  // A copy cached by the grid may be older than the server's: wait for this visit's read.
  const loaded = assortment.isFetchedAfterMount ? assortment.data : undefined;
  return (
    <Container maxWidth="lg" sx={{ py: 2 }}>
      {assortment.isError && (
        <Alert severity="error">{t('groupSort.loadFailed', { message: errorMessage(t, assortment.error) })}</Alert>
      )}
      {!loaded && !assortment.isError && (
        <CircularProgress aria-label={t('groupSort.loading')} sx={{ display: 'block', mx: 'auto', mt: 6 }} />
      )}
      {loaded?.method === 'dynamic' && (
        <>
          <SortHeader assortment={loaded} />
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('groupSort.dynamic')}
          </Alert>
        </>
      )}
      {loaded && loaded.method !== 'dynamic' && <GroupSortWorkspace key={loaded._id} loaded={loaded} />}
    </Container>
  );
};

export default GroupSortPage;
