import { Alert, Box, Breadcrumbs, CircularProgress, Container, Link, Typography } from '@mui/material';
import { groupSlug, type LibraryArea, libraryAreas } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { LineTile } from '../components/LineTile';
import { browsePath, internalLibraryRedirectPath, type LibraryChannel, libraryChannels } from '../library-paths';
import { useLibraryPlans, useLibraryQuery } from '../use-library-plans';

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

/**
 * /product/libraries/internal/divider/{group_slug} (spec part 1 §2): one group (pillar) of a plan,
 * its lines large, as a divider page of a presentation.
 */
const InternalDividerPage = () => {
  const { t } = useTranslation();
  const { groupSlug: slug = '' } = useParams();
  const [params] = useSearchParams();
  const query = useLibraryQuery();
  const channel: LibraryChannel = oneOf(libraryChannels, params.get('channel')) ?? 'wholesale';
  const area: LibraryArea = oneOf(libraryAreas, params.get('area')) ?? 'domestic';
  const { groups, loading, failed } = useLibraryPlans(channel, area, query);
  const redirect = internalLibraryRedirectPath('browse', channel, query);
  if (redirect) return <Navigate to={redirect} replace />;
  const found = groups.flatMap(({ plan, groups: lineGroups }) =>
    lineGroups.filter((group) => groupSlug(group.title) === slug).map((group) => ({ plan, group })),
  );
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Breadcrumbs aria-label={t('internalLibrary.breadcrumbs')}>
        <Link component={RouterLink} to={browsePath(area, channel, query)}>
          {query.title}
        </Link>
        <Typography>{found[0]?.group.title ?? slug}</Typography>
      </Breadcrumbs>
      {loading && <CircularProgress aria-label={t('grid.loading')} sx={{ mt: 4 }} />}
      {failed && <Alert severity="error">{t('internalLibrary.loadFailed')}</Alert>}
      {!loading && !failed && found.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('internalLibrary.noGroup')}
        </Alert>
      )}
      {found.map(({ plan, group }) => (
        <Box key={plan._id} component="section" sx={{ mt: 2 }}>
          <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
            {found.length > 1 ? `${group.title} · ${t(`assortmentManager.regions.${plan.region}`)}` : group.title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
            {group.lines.map((line) => (
              <LineTile key={line.id} line={line} region={plan.region} large />
            ))}
          </Box>
        </Box>
      ))}
    </Container>
  );
};

export default InternalDividerPage;
