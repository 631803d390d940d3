import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { type SeasonAnswer, seasonTitle } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { toasts } from '../../shared/toasts/toast-store';
import { seasonErrorMessage, useSeasonWrites } from '../api';
import { SeasonFileField } from './SeasonFileField';

/**
 * 'Season customer logo' (spec part 1 §2 dialogs): the logo a season's cards and documents carry.
 * Uploading replaces the previous one, which is deleted.
 */
export const SeasonLogoDialog = ({ season, onClose }: { season: SeasonAnswer | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const writes = useSeasonWrites();
  const remove = async () => {
    if (!season) return;
    try {
      await writes.update.mutateAsync({ id: season.id, customerLogo: null });
    } catch (error) {
      toasts.show({ type: 'error', message: seasonErrorMessage(t, error) });
    }
  };
  const title = season ? seasonTitle(season) : '';
  return (
    <Dialog open={season !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="season-logo-title">
      <DialogTitle id="season-logo-title">{t('seasons.logo.title', { title })}</DialogTitle>
      <DialogContent>
        {season && (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t('seasons.logo.help', { title })}</DialogContentText>
            <SeasonFileField
              seasonId={season.id}
              usageType="assortmentLogo"
              current={
                season.customerLogoUrl ? (
                  <img
                    src={season.customerLogoUrl}
                    alt={t('seasons.card.logo', { title })}
                    style={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain' }}
                  />
                ) : (
                  <Typography color="text.secondary">{t('seasons.logo.none')}</Typography>
                )
              }
              uploadLabel={t(season.customerLogoUrl ? 'seasons.logo.replace' : 'seasons.logo.upload')}
              onUploaded={() => void writes.refresh()}
              remove={
                season.customerLogoUrl ? { label: t('seasons.logo.remove'), onRemove: () => void remove() } : undefined
              }
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
