import { Alert, Box, Card, CardActionArea, CircularProgress, Container, Tab, Tabs, Typography } from '@mui/material';
import { CURRENT_SHOWROOM_SITE, type ShowroomSite, showroomSiteSeason, showroomSites } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { ProductImage } from '../../products';
import { errorMessage } from '../../shared/api/error-message';
import { useShowroomSite } from '../api';
import { showroomPath, showroomSitePath } from '../showroom-paths';

/** /showroom/{site}: a digital showroom site, its season's showrooms (spec part 1 §2 Other). */
const ShowroomSitePage = () => {
  const { t } = useTranslation();
  const param = useParams().site;
  const site = showroomSites.find((candidate) => candidate === param);
  const answer = useShowroomSite(site ?? CURRENT_SHOWROOM_SITE);
  if (!site) return <Navigate to={showroomSitePath()} replace />;
  const seasonName = (value: ShowroomSite) => {
    const { season, year } = showroomSiteSeason(value);
    return t(`showroom.sites.seasons.${season}`, { year });
  };
  return (
    <Container maxWidth="xl" sx={{ py: 2 }}>
      <Typography variant="h4" component="h1">
        {t('showroom.sites.title')}
      </Typography>
      <Tabs value={site} aria-label={t('showroom.sites.title')} sx={{ mb: 2 }}>
        {[...showroomSites].reverse().map((value) => (
          <Tab
            key={value}
            value={value}
            component={RouterLink}
            to={showroomSitePath(value)}
            label={
              value === CURRENT_SHOWROOM_SITE
                ? t('showroom.sites.current', { season: seasonName(value) })
                : seasonName(value)
            }
          />
        ))}
      </Tabs>
      {answer.isError && <Alert severity="error">{errorMessage(t, answer.error)}</Alert>}
      {answer.isPending && <CircularProgress aria-label={t('showroom.loading')} />}
      {answer.data?.showrooms.length === 0 && <Alert severity="info">{t('showroom.sites.empty')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        {answer.data?.showrooms.map((entry) => (
          <Card key={entry._id} elevation={0} sx={{ bgcolor: entry.background }}>
            <CardActionArea
              component={RouterLink}
              to={showroomPath(entry._id)}
              state={{ exitTo: showroomSitePath(site) }}
            >
              {entry.coverImage && (
                <ProductImage src={entry.coverImage} alt="" sx={{ width: '100%', maxHeight: 260 }} />
              )}
              <Box sx={{ p: 2 }}>
                <Typography variant="h6" component="h2">
                  {entry.title}
                </Typography>
                {entry.subTitle && <Typography color="text.secondary">{entry.subTitle}</Typography>}
                <Typography variant="body2" color="text.secondary">
                  {t('showroom.sites.lines', { count: entry.productCount })}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Container>
  );
};

export default ShowroomSitePage;
