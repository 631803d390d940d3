import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { Box, Card, CardActionArea, CardContent, Container, Skeleton, Typography } from '@mui/material';
import type { LibraryType } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAssetFacets, useAssetTotal } from '../api';
import { LibraryHeader } from '../components/LibraryHeader';
import { libraryScreens } from '../library-screens';

const noFilters = { filters: {} };

const Tile = ({ to, title, count }: { to: string; title: string; count: number }) => {
  const { t } = useTranslation();
  return (
    <Card>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }} data-testid="landing-tile">
        <CardContent>
          <FolderOutlinedIcon color="primary" sx={{ fontSize: 32, mb: 1 }} />
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('libraries.count', { count })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

/**
 * A library's landing page: one tile per asset type or category with its number of published
 * assets, each leading into the grid filtered by it, plus one tile for everything.
 */
export const LibraryLandingPage = ({ libraryType }: { libraryType: LibraryType }) => {
  const { t } = useTranslation();
  const screen = libraryScreens[libraryType];
  const field = screen.landingField ?? 'assetType';
  const facets = useAssetFacets(libraryType, noFilters, [field]);
  const values = facets.data?.[field] ?? [];
  const total = useAssetTotal(libraryType);

  return (
    <Container maxWidth="xl" sx={{ py: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <LibraryHeader title={t(`libraries.types.${libraryType}`)} />
      <Typography variant="subtitle1" color="text.secondary">
        {t(`libraries.landing.by.${field}`)}
      </Typography>
      <Box
        component="nav"
        aria-label={t(`libraries.landing.by.${field}`)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
      >
        {facets.isPending
          ? [0, 1, 2, 3].map((index) => <Skeleton key={index} variant="rounded" height={136} />)
          : [
              <Tile key="all" to={screen.gridPath} title={t('libraries.landing.all')} count={total.data ?? 0} />,
              ...values.map((value) => (
                <Tile
                  key={value.value}
                  to={`${screen.gridPath}?${new URLSearchParams({ [field]: value.value })}`}
                  title={value.value}
                  count={value.count}
                />
              )),
            ]}
      </Box>
    </Container>
  );
};
