import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  Stack,
  Typography,
} from '@mui/material';
import { type Assortment, libraryAreaOfRegion, libraryAreas } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { useSeasonPlans } from '../api';
import { browsePath, internalLibraryRedirectPath, type LibraryChannel } from '../library-paths';
import { useLibraryQuery } from '../use-library-plans';

const PlanCard = ({ plan, channel }: { plan: Assortment; channel: LibraryChannel }) => {
  const { t } = useTranslation();
  const to = browsePath(libraryAreaOfRegion(plan.region), channel, {
    season: plan.season ?? undefined,
    year: plan.year ? String(plan.year) : undefined,
    title: plan.title,
    gender: plan.gender ?? undefined,
  });
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to}>
        <CardContent>
          <Typography variant="subtitle1" component="h3">
            {plan.title}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
            {plan.gender && <Chip size="small" label={plan.gender} />}
            <Chip size="small" label={t(`productSearch.productTypes.${plan.productType}`)} />
            <Chip size="small" variant="outlined" label={t(`assortmentManager.regions.${plan.region}`)} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('internalLibrary.lines', { count: plan.productCount })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

/**
 * /product/libraries/internal/landing-{wholesale|retail} (spec part 1 §2): a season's published
 * internal plans, domestic and international apart, each opening its browse tab.
 */
const InternalLandingPage = ({ channel }: { channel: LibraryChannel }) => {
  const { t } = useTranslation();
  const query = useLibraryQuery();
  const plans = useSeasonPlans(channel, query.season, query.year);
  const redirect = internalLibraryRedirectPath('landing', channel, query);
  if (redirect) return <Navigate to={redirect} replace />;
  const all = plans.data?.data ?? [];
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="overline" color="text.secondary">
        {t(`internalLibrary.channels.${channel}`)}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {`${t(`assortmentManager.seasons.${query.season}`)} ${query.year}`}
      </Typography>
      {plans.isPending && <CircularProgress aria-label={t('grid.loading')} />}
      {plans.isError && <Alert severity="error">{t('internalLibrary.loadFailed')}</Alert>}
      {plans.data && all.length === 0 && <Alert severity="info">{t('internalLibrary.empty')}</Alert>}
      {libraryAreas.map((area) => {
        const ofArea = all.filter((plan) => libraryAreaOfRegion(plan.region) === area);
        if (ofArea.length === 0) return null;
        return (
          <Box component="section" key={area} aria-labelledby={`area-${area}`} sx={{ mb: 4 }}>
            <Typography variant="h5" component="h2" id={`area-${area}`} sx={{ mb: 1.5 }}>
              {t(`internalLibrary.areas.${area}`)}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
              {ofArea.map((plan) => (
                <PlanCard key={plan._id} plan={plan} channel={channel} />
              ))}
            </Box>
          </Box>
        );
      })}
    </Container>
  );
};

export default InternalLandingPage;
