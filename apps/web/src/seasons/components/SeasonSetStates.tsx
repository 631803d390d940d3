import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type SeasonAnswer, type SeasonStatus, seasonStatuses } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { toasts } from '../../shared/toasts/toast-store';
import { seasonErrorMessage, useSeasonWrites } from '../api';

/** A season's sets on its manager card, each with its own state, changed at once (PATCH …/{seasonId}/{seasonSetId}). */
export const SeasonSetStates = ({ season }: { season: SeasonAnswer }) => {
  const { t } = useTranslation();
  const { setSetState } = useSeasonWrites();
  const change = async (seasonSetId: string, state: SeasonStatus) => {
    try {
      await setSetState.mutateAsync({ seasonId: season.id, seasonSetId, state });
    } catch (error) {
      toasts.show({ type: 'error', message: seasonErrorMessage(t, error) });
    }
  };
  return (
    <Stack sx={{ px: 2, pb: 1, gap: 1 }}>
      {season.seasonSets.map((set) => (
        <Stack key={set.id} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ flex: 1 }} noWrap title={set.shortName}>
            {set.shortName}
          </Typography>
          <TextField
            select
            size="small"
            variant="standard"
            value={set.state}
            onChange={(event) => void change(set.id, event.target.value as SeasonStatus)}
            slotProps={{ htmlInput: { 'aria-label': t('seasons.card.setState', { name: set.shortName }) } }}
            sx={{ minWidth: 120 }}
          >
            {seasonStatuses.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`seasons.statuses.${status}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      ))}
    </Stack>
  );
};
