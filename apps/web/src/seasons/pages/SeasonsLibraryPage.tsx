import { Container, Stack, Typography } from '@mui/material';
import type { SeasonChannel } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useSeasons } from '../api';
import { SeasonCard } from '../components/SeasonCard';
import { SeasonCardGrid } from '../components/SeasonCardGrid';
import { seasonLandingPath } from '../seasons-paths';

/**
 * /product/libraries/internal/seasons-wholesale (Key Initiatives) and seasons-retail (Retail
 * Assortments): a card per Live season of the channel (Preparation ones too for season
 * managers), each leading to the season's landing page.
 */
export const SeasonsLibraryPage = ({ channel }: { channel: SeasonChannel }) => {
  const { t } = useTranslation();
  const seasons = useSeasons(channel, 'live');
  return (
    <Container
      maxWidth={false}
      sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, height: 'calc(100vh - 64px)' }}
    >
      <Stack>
        <Typography variant="h5" component="h1">
          {t(`seasons.library.title.${channel}`)}
        </Typography>
        <Typography color="text.secondary">{t('seasons.library.subtitle')}</Typography>
      </Stack>
      <SeasonCardGrid loading={seasons.isPending && !seasons.error} emptyText={t('seasons.library.empty')}>
        {(seasons.data ?? []).map((season) => (
          <SeasonCard key={season.id} season={season} to={seasonLandingPath(season)} />
        ))}
      </SeasonCardGrid>
    </Container>
  );
};
