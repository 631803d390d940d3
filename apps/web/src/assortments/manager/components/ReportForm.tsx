import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  assortmentChannels,
  assortmentRegions,
  assortmentStates,
  productTypes,
  type ReportRequest,
  type ReportRoute,
  reportFilename,
  seasonNames,
} from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerAutocomplete } from '../../../customers';
import { useReportQueue } from '../../../downloads';
import { DateRangePickerField } from '../../../shared/forms/DatePickerField';
import { fetchReport } from '../api';
import { ScheduleReportDialog } from './ScheduleReportDialog';

type PeriodKind = 'all' | 'seasons' | 'dates';
type KeyInitiative = ReportRequest['keyInitiative'];

const listOf = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The seasons a report can name: the year before this one to two years ahead. */
const seasonChoices = (() => {
  const year = new Date().getFullYear();
  return [year - 1, year, year + 1, year + 2].flatMap((value) =>
    seasonNames.map((season) => ({ season, year: value })),
  );
})();

/**
 * One report of the reporting page (part 1 §2): its period (all time, seasons or dates), key
 * initiative, accounts, territories and options; Export asks first ('reporting export
 * confirmation'), then downloads with a cancel (part 2 §4 report queue).
 */
export const ReportForm = ({ route }: { route: ReportRoute }) => {
  const { t } = useTranslation();
  const assortmentsReport = route === 'assortment-export';
  const [periodKind, setPeriodKind] = useState<PeriodKind>(assortmentsReport ? 'all' : 'dates');
  const [seasons, setSeasons] = useState<string[]>([]);
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [keyInitiative, setKeyInitiative] = useState<KeyInitiative>({});
  const [states, setStates] = useState<string[]>([]);
  const [accounts, setAccounts] = useState<string[]>([]);
  const [territories, setTerritories] = useState('');
  const [options, setOptions] = useState({ includeProducts: false, includeArchived: false, includeEvents: false });
  const [confirming, setConfirming] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const report = useReportQueue();
  const running = report.running;

  const request = (): ReportRequest => ({
    filters: { states: states as ReportRequest['filters']['states'] },
    options,
    period:
      periodKind === 'seasons' && seasons.length > 0
        ? {
            by: 'seasons',
            seasons: seasons.map((value) => {
              const [season, year] = value.split(' ');
              return { season: season as (typeof seasonNames)[number], year: Number(year) };
            }),
          }
        : periodKind === 'dates'
          ? { by: 'dates', from, to }
          : undefined,
    accounts,
    territories: listOf(territories),
    keyInitiative,
  });

  const run = () => {
    setConfirming(false);
    const filename = reportFilename(route, today);
    void report.run((signal) => fetchReport(route, request(), signal), filename, {
      done: t('assortmentManager.reporting.done', { filename }),
      cancelled: t('assortmentManager.reporting.canceled'),
      failed: t('assortmentManager.reporting.failed'),
    });
  };

  const choose = <K extends keyof KeyInitiative>(
    key: K,
    values: readonly NonNullable<KeyInitiative[K]>[],
    label: (value: NonNullable<KeyInitiative[K]>) => string,
  ) => (
    <TextField
      select
      size="small"
      label={t(`assortmentManager.reporting.${key}`)}
      value={keyInitiative[key] ?? ''}
      onChange={(event) =>
        setKeyInitiative((current) => ({
          ...current,
          [key]:
            event.target.value === '' ? undefined : key === 'year' ? Number(event.target.value) : event.target.value,
        }))
      }
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">{t('assortmentManager.reporting.any')}</MenuItem>
      {values.map((value) => (
        <MenuItem key={String(value)} value={value}>
          {label(value)}
        </MenuItem>
      ))}
    </TextField>
  );
  const option = (key: keyof typeof options) => (
    <FormControlLabel
      control={
        <Checkbox
          checked={options[key]}
          onChange={(_, checked) => setOptions((current) => ({ ...current, [key]: checked }))}
        />
      }
      label={t(`assortmentManager.reporting.${key}`)}
    />
  );
  const title = t(`assortmentManager.reporting.${assortmentsReport ? 'assortmentExport' : 'userActivity'}`);

  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`assortmentManager.reporting.${assortmentsReport ? 'assortmentExportHint' : 'userActivityHint'}`)}
          </Typography>
        </div>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={periodKind}
            aria-label={t('assortmentManager.reporting.period')}
            onChange={(_, value: PeriodKind | null) => value && setPeriodKind(value)}
          >
            <ToggleButton value="all">{t('assortmentManager.reporting.allTime')}</ToggleButton>
            {assortmentsReport && (
              <ToggleButton value="seasons">{t('assortmentManager.reporting.bySeasons')}</ToggleButton>
            )}
            <ToggleButton value="dates">{t('assortmentManager.reporting.byDates')}</ToggleButton>
          </ToggleButtonGroup>
          {periodKind === 'seasons' && (
            <TextField
              select
              size="small"
              label={t('assortmentManager.reporting.seasons')}
              value={seasons}
              onChange={(event) => setSeasons(event.target.value as unknown as string[])}
              slotProps={{ select: { multiple: true } }}
              sx={{ minWidth: 220 }}
            >
              {seasonChoices.map(({ season, year }) => (
                <MenuItem key={`${season} ${year}`} value={`${season} ${year}`}>
                  {`${t(`assortmentManager.seasons.${season}`)} ${year}`}
                </MenuItem>
              ))}
            </TextField>
          )}
          {periodKind === 'dates' && (
            <DateRangePickerField
              size="small"
              required
              label={t('assortmentManager.reporting.byDates')}
              fromLabel={t('assortmentManager.reporting.from')}
              toLabel={t('assortmentManager.reporting.to')}
              value={{ from, to }}
              onChange={(range) => {
                setFrom(range.from);
                setTo(range.to);
              }}
              sx={{ minWidth: 250 }}
            />
          )}
        </Stack>
        {assortmentsReport && (
          <Stack
            direction="row"
            spacing={2}
            sx={{ flexWrap: 'wrap', rowGap: 1.5 }}
            aria-label={t('assortmentManager.reporting.keyInitiative')}
          >
            {choose('channel', assortmentChannels, (value) => t(`assortmentManager.channels.${value}`))}
            {choose('region', assortmentRegions, (value) => t(`assortmentManager.regions.${value}`))}
            {choose('productType', productTypes, (value) => t(`productSearch.productTypes.${value}`))}
            {choose('season', seasonNames, (value) => t(`assortmentManager.seasons.${value}`))}
            {choose('year', [...new Set(seasonChoices.map((choice) => choice.year))], (value) => String(value))}
            <TextField
              select
              size="small"
              label={t('assortmentManager.reporting.states')}
              value={states}
              onChange={(event) => setStates(event.target.value as unknown as string[])}
              slotProps={{ select: { multiple: true } }}
              sx={{ minWidth: 160 }}
            >
              {assortmentStates.map((state) => (
                <MenuItem key={state} value={state}>
                  {t(`assortmentManager.states.${state}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {assortmentsReport && (
            <CustomerAutocomplete
              multiple
              label={t('assortmentManager.reporting.accounts')}
              helperText={t('customers.pickAccounts')}
              value={accounts}
              onChange={setAccounts}
            />
          )}
          <TextField
            size="small"
            fullWidth
            label={t('assortmentManager.reporting.territories')}
            helperText={t('assortmentManager.reporting.listHint')}
            value={territories}
            onChange={(event) => setTerritories(event.target.value)}
          />
        </Stack>
        <FormGroup row>
          {assortmentsReport ? (
            <>
              {option('includeArchived')}
              {option('includeProducts')}
            </>
          ) : (
            option('includeEvents')
          )}
        </FormGroup>
        {running && <LinearProgress aria-label={t('assortmentManager.reporting.making')} />}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={running} onClick={() => setConfirming(true)}>
            {t('assortmentManager.reporting.export')}
          </Button>
          {running && <Button onClick={report.cancel}>{t('assortmentManager.reporting.cancel')}</Button>}
          <Button onClick={() => setScheduling(true)}>{t('assortmentManager.reporting.scheduleButton')}</Button>
        </Stack>
      </Stack>
      {scheduling && <ScheduleReportDialog route={route} report={request()} onClose={() => setScheduling(false)} />}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${route}-confirm`}>
        <DialogTitle id={`${route}-confirm`}>{t('assortmentManager.reporting.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t(`assortmentManager.reporting.${assortmentsReport ? 'confirmAssortments' : 'confirmActivity'}`)}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('actions.cancel')}</Button>
          <Button variant="contained" onClick={run}>
            {t('assortmentManager.reporting.export')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
};
