import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  accessRules,
  checkAccess,
  type SeasonAnswer,
  type SeasonChannel,
  type SeasonStatus,
  seasonChannels,
  seasonStatuses,
  seasonTitle,
} from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ManagerFrame } from '../../manager-frame';
import { prompts } from '../../shared/dialogs/prompt-store';
import { useCurrentUser } from '../../shared/session/session-store';
import { toasts } from '../../shared/toasts/toast-store';
import { seasonErrorMessage, useSeasons, useSeasonWrites } from '../api';
import { SeasonCard } from '../components/SeasonCard';
import { SeasonCardGrid } from '../components/SeasonCardGrid';
import { SeasonDialog, type SeasonDialogTarget } from '../components/SeasonDialog';
import { SeasonLogoDialog } from '../components/SeasonLogoDialog';
import { SeasonSetStates } from '../components/SeasonSetStates';

const [manageRequirement] = accessRules.manageSeasons.accessRequires;

/** The channels whose seasons the user manages (the manageSeasons permission's channel scope). */
const useManagedChannels = (): SeasonChannel[] => {
  const user = useCurrentUser();
  return seasonChannels.filter(
    (channel) => user !== null && checkAccess(user, { accessRequires: [{ ...manageRequirement, info: { channel } }] }),
  );
};

/**
 * /product/assortments/seasons/manage (spec part 1 §1 Seasons manager): every season of a
 * channel as a card with its status and its sets' states, filtered by status; new season, edit,
 * cover, customer logo and delete.
 */
const SeasonsManagerPage = () => {
  const { t } = useTranslation();
  const channels = useManagedChannels();
  const [params, setParams] = useSearchParams();
  const channel = channels.find((c) => c === params.get('channel')) ?? channels[0] ?? 'Wholesale';
  const [status, setStatus] = useState<SeasonStatus | 'all'>('all');
  const [target, setTarget] = useState<SeasonDialogTarget | null>(null);
  const [logoOf, setLogoOf] = useState<string | null>(null);
  const seasons = useSeasons(channel, 'manage');
  const { remove } = useSeasonWrites();
  const all = seasons.data ?? [];
  const shown = status === 'all' ? all : all.filter((season) => season.status === status);
  // Dialogs show the season as the list has it now (a new cover or logo appears at once).
  const current = (season: SeasonAnswer) => all.find((s) => s.id === season.id) ?? season;
  const dialogTarget = target?.mode === 'edit' ? { ...target, season: current(target.season) } : target;

  const askDelete = (season: SeasonAnswer) =>
    prompts.ask({
      title: t('seasons.delete.title', { title: seasonTitle(season) }),
      description: t('seasons.delete.description'),
      labelYes: t('seasons.delete.yes'),
      labelNo: t('actions.cancel'),
      yes: () =>
        void remove
          .mutateAsync(season.id)
          .then(() =>
            toasts.show({ type: 'success', message: t('seasons.toasts.deleted', { title: seasonTitle(season) }) }),
          )
          .catch((error: unknown) => toasts.show({ type: 'error', message: seasonErrorMessage(t, error) })),
    });

  return (
    <ManagerFrame tab="seasons">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Tabs
          value={channel}
          onChange={(_, next: SeasonChannel) => setParams({ channel: next })}
          aria-label={t('seasons.manager.channel')}
        >
          {channels.map((c) => (
            <Tab key={c} value={c} label={t(`seasons.channels.${c}`)} />
          ))}
        </Tabs>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          onChange={(_, next: SeasonStatus | 'all' | null) => next && setStatus(next)}
          aria-label={t('seasons.manager.statusFilter')}
        >
          <ToggleButton value="all">{t('seasons.manager.allStatuses')}</ToggleButton>
          {seasonStatuses.map((s) => (
            <ToggleButton key={s} value={s}>
              {t(`seasons.statuses.${s}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
          sx={{ ml: 'auto' }}
          onClick={() => setTarget({ mode: 'create', channel })}
        >
          {t('seasons.manager.newSeason')}
        </Button>
      </Stack>
      <SeasonCardGrid loading={seasons.isPending && !seasons.error} emptyText={t('seasons.manager.empty')}>
        {shown.map((season) => (
          <SeasonCard
            key={season.id}
            season={season}
            showStatus
            actions={
              <>
                <Button size="small" onClick={() => setTarget({ mode: 'edit', season })}>
                  {t('seasons.manager.edit')}
                </Button>
                <Button size="small" onClick={() => setLogoOf(season.id)}>
                  {t('seasons.manager.logo')}
                </Button>
                <Button size="small" color="error" onClick={() => askDelete(season)}>
                  {t('seasons.manager.delete')}
                </Button>
              </>
            }
          >
            <SeasonSetStates season={season} />
          </SeasonCard>
        ))}
      </SeasonCardGrid>
      <SeasonDialog target={dialogTarget} channels={channels} onClose={() => setTarget(null)} />
      <SeasonLogoDialog season={all.find((s) => s.id === logoOf) ?? null} onClose={() => setLogoOf(null)} />
    </ManagerFrame>
  );
};

export default SeasonsManagerPage;
