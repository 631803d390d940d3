import { Alert, CircularProgress, Container } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message';
import { useAssortment } from '../api';
import { AssortmentWorkspace } from '../components/AssortmentWorkspace';

/** /product/assortments/assortment/{assortmentId}/manage: one assortment's grid (route assortment--manage). */
const AssortmentGridPage = () => {
  const { t } = useTranslation();
  const { assortmentId = '' } = useParams();
  const assortment = useAssortment(assortmentId);
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
