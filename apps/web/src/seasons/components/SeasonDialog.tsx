import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  assortmentMethods,
  orgTypes,
  productTypes,
  type SeasonAnswer,
  type SeasonChannel,
  seasonNames,
  seasonRegions,
  seasonStatuses,
  seasonTitle,
} from '@stride/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuOptions } from '../../shared/forms/menu-options';
import { AddRowButton, RemoveRowButton } from '../../shared/forms/RowListButtons';
import { toasts } from '../../shared/toasts/toast-store';
import { seasonErrorMessage, useSeasonWrites } from '../api';
import { SeasonFileField } from './SeasonFileField';
import {
  emptySeasonForm,
  newSetRow,
  type SeasonForm,
  type SeasonFormProblems,
  type SeasonSetRow,
  seasonFormOf,
  seasonFormProblems,
  seasonRequestOf,
} from './season-form';

export type SeasonDialogTarget = { mode: 'create'; channel: SeasonChannel } | { mode: 'edit'; season: SeasonAnswer };

type Props = {
  target: SeasonDialogTarget | null;
  /** The channels the user manages: a new season is for one of them. */
  channels: readonly SeasonChannel[];
  onClose: () => void;
};

/** 'New season' and the season editor (spec part 1 §2 dialogs): season, year, channel, status and its sets. */
export const SeasonDialog = ({ target, channels, onClose }: Props) => (
  <Dialog open={target !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="season-dialog-title">
    {target && (
      <SeasonDialogForm
        key={target.mode === 'edit' ? target.season.id : 'new'}
        target={target}
        channels={channels}
        onClose={onClose}
      />
    )}
  </Dialog>
);

const SeasonDialogForm = ({ target, channels, onClose }: Props & { target: SeasonDialogTarget }) => {
  const { t } = useTranslation();
  const writes = useSeasonWrites();
  const editing = target.mode === 'edit' ? target.season : null;
  const [form, setForm] = useState<SeasonForm>(() =>
    editing
      ? seasonFormOf(editing)
      : emptySeasonForm(target.mode === 'create' ? target.channel : 'Wholesale', new Date().getFullYear() + 1),
  );
  const [problems, setProblems] = useState<SeasonFormProblems | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof SeasonForm>(field: K, value: SeasonForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const setRow = (index: number, changes: Partial<SeasonSetRow>) =>
    set(
      'seasonSets',
      form.seasonSets.map((row, at) => (at === index ? { ...row, ...changes } : row)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = seasonFormProblems(form);
    setProblems(found);
    if (found || busy) return;
    setBusy(true);
    setError(null);
    try {
      const request = seasonRequestOf(form);
      if (editing) {
        await writes.update.mutateAsync({ id: editing.id, status: request.status, seasonSets: request.seasonSets });
        toasts.show({ type: 'success', message: t('seasons.toasts.saved', { title: seasonTitle(editing) }) });
      } else {
        await writes.create.mutateAsync(request);
        toasts.show({ type: 'success', message: t('seasons.toasts.created') });
      }
      onClose();
    } catch (caught) {
      setError(seasonErrorMessage(t, caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="season-dialog-title">
        {editing ? t('seasons.dialog.editTitle', { title: seasonTitle(editing) }) : t('seasons.dialog.newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction="row" sx={{ gap: 2 }}>
            <TextField
              select
              label={t('seasons.fields.season')}
              value={form.season}
              disabled={Boolean(editing)}
              onChange={(e) => set('season', e.target.value as SeasonForm['season'])}
              sx={{ flex: 1 }}
            >
              {menuOptions(seasonNames, (value) => t(`seasons.names.${value}`))}
            </TextField>
            <TextField
              label={t('seasons.fields.year')}
              value={form.year}
              disabled={Boolean(editing)}
              onChange={(e) => set('year', e.target.value)}
              error={Boolean(problems?.year)}
              helperText={problems?.year ? t(problems.year) : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label={t('seasons.fields.channel')}
              value={form.channel}
              disabled={Boolean(editing)}
              onChange={(e) => set('channel', e.target.value as SeasonChannel)}
              sx={{ flex: 1 }}
            >
              {menuOptions(editing ? [editing.channel] : channels, (value) => t(`seasons.channels.${value}`))}
            </TextField>
            <TextField
              select
              label={t('seasons.fields.status')}
              value={form.status}
              onChange={(e) => set('status', e.target.value as SeasonForm['status'])}
              sx={{ flex: 1 }}
            >
              {menuOptions(seasonStatuses, (value) => t(`seasons.statuses.${value}`))}
            </TextField>
          </Stack>
          <Typography variant="subtitle1" component="h3">
            {t('seasons.dialog.sets')}
          </Typography>
          {problems?.sets && <Alert severity="error">{t(problems.sets)}</Alert>}
          {form.seasonSets.map((row, index) => (
            <Stack
              key={row.key}
              direction="row"
              sx={{ gap: 1, alignItems: 'flex-start' }}
              role="group"
              aria-label={t('seasons.dialog.setRow', { n: index + 1 })}
            >
              <TextField
                size="small"
                label={t('seasons.fields.shortName')}
                value={row.shortName}
                onChange={(e) => setRow(index, { shortName: e.target.value })}
                error={problems?.shortNames[index] !== undefined}
                helperText={problems?.shortNames[index] ? t(problems.shortNames[index]) : undefined}
                sx={{ flex: 2 }}
              />
              <TextField
                select
                size="small"
                label={t('seasons.fields.region')}
                value={row.region}
                onChange={(e) => setRow(index, { region: e.target.value as SeasonSetRow['region'] })}
                sx={{ flex: 1.5 }}
              >
                {menuOptions(seasonRegions, (value) => t(`seasons.regions.${value}`))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('seasons.fields.orgType')}
                value={row.orgType}
                onChange={(e) => setRow(index, { orgType: e.target.value as SeasonSetRow['orgType'] })}
                sx={{ flex: 1 }}
              >
                {menuOptions(orgTypes, (value) => t(`seasons.orgTypes.${value}`))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('seasons.fields.method')}
                value={row.method}
                onChange={(e) => setRow(index, { method: e.target.value as SeasonSetRow['method'] })}
                sx={{ flex: 1 }}
              >
                {menuOptions(assortmentMethods, (value) => t(`seasons.methods.${value}`))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('seasons.fields.productType')}
                value={row.productType}
                onChange={(e) => setRow(index, { productType: e.target.value as SeasonSetRow['productType'] })}
                sx={{ flex: 1.2 }}
              >
                {menuOptions(productTypes, (value) => t(`seasons.productTypes.${value}`))}
              </TextField>
              <RemoveRowButton
                label={t('seasons.dialog.removeSet', { n: index + 1 })}
                rows={form.seasonSets}
                index={index}
                onChange={(next) => set('seasonSets', next)}
              />
            </Stack>
          ))}
          <AddRowButton
            label={t('seasons.dialog.addSet')}
            rows={form.seasonSets}
            newRow={newSetRow}
            onChange={(next) => set('seasonSets', next)}
          />
          {editing && (
            <>
              <Typography variant="subtitle1" component="h3">
                {t('seasons.dialog.cover')}
              </Typography>
              <SeasonFileField
                seasonId={editing.id}
                usageType="seasonCover"
                current={
                  editing.previewUrl ? (
                    <img
                      src={editing.previewUrl}
                      alt={t('seasons.card.thumbnail', { title: seasonTitle(editing) })}
                      style={{ maxWidth: '100%', maxHeight: 180 }}
                    />
                  ) : (
                    <Typography color="text.secondary">{t('seasons.card.noCover')}</Typography>
                  )
                }
                uploadLabel={t(editing.previewUrl ? 'seasons.files.replaceCover' : 'seasons.files.uploadCover')}
                onUploaded={() => {
                  void writes.refresh();
                  toasts.show({ type: 'success', message: t('seasons.toasts.coverUploaded') });
                }}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {editing ? t('actions.save') : t('seasons.dialog.create')}
        </Button>
      </DialogActions>
    </form>
  );
};
