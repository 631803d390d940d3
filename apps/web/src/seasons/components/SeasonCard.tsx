import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Box, Card, CardActionArea, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { type SeasonAnswer, type SeasonStatus, seasonRegionsOf, seasonTitle } from '@stride/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const statusColours: Record<SeasonStatus, 'success' | 'warning' | 'default'> = {
  Live: 'success',
  Preparation: 'warning',
  Archived: 'default',
};

type Props = {
  season: SeasonAnswer;
  /** Where the card leads (the season's landing page); a card without one is not a link. */
  to?: string;
  /** The status chip: the manager shows it on every card, the seasons pages only for Preparation. */
  showStatus?: boolean;
  /** Buttons under the card (the manager's edit, logo, delete). */
  actions?: ReactNode;
  children?: ReactNode;
};

/**
 * A season card (spec part 1 §2 Other): title (season plus year), the thumbnail of its cover,
 * the regions of its sets, and the customer logo when it has one. One card for the seasons pages
 * and the seasons manager.
 */
export const SeasonCard = ({ season, to, showStatus = false, actions, children }: Props) => {
  const { t } = useTranslation();
  const title = seasonTitle(season);
  const body = (
    <>
      <Box
        sx={{ position: 'relative', aspectRatio: '3 / 2', bgcolor: 'grey.100', display: 'grid', placeItems: 'center' }}
      >
        {season.previewUrl ? (
          <Box
            component="img"
            src={season.previewUrl}
            alt={t('seasons.card.thumbnail', { title })}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <ImageIcon fontSize="large" />
            <Typography variant="caption">{t('seasons.card.noCover')}</Typography>
          </Stack>
        )}
        {season.customerLogoUrl && (
          <Box
            component="img"
            src={season.customerLogoUrl}
            alt={t('seasons.card.logo', { title })}
            sx={{
              position: 'absolute',
              right: 8,
              bottom: 8,
              maxWidth: 72,
              maxHeight: 40,
              bgcolor: 'common.white',
              p: 0.5,
              borderRadius: 0.5,
            }}
          />
        )}
      </Box>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {(showStatus || season.status === 'Preparation') && (
            <Chip size="small" color={statusColours[season.status]} label={t(`seasons.statuses.${season.status}`)} />
          )}
        </Stack>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }} aria-label={t('seasons.card.regions')}>
          {seasonRegionsOf(season).map((region) => (
            <Chip key={region} size="small" variant="outlined" label={t(`seasons.regions.${region}`)} />
          ))}
        </Stack>
      </CardContent>
    </>
  );
  return (
    <Card variant="outlined" component="article" aria-label={title} sx={{ display: 'flex', flexDirection: 'column' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
      {children}
      {actions && <CardActions sx={{ mt: 'auto' }}>{actions}</CardActions>}
    </Card>
  );
};
