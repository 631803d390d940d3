import { MenuItem, Stack, TextField } from '@mui/material';
import { DEFAULT_TIMEZONE, type ScheduleTiming, scheduleFrequencies } from '@stride/domain';
import { useTranslation } from 'react-i18next';

/** Weekday names of the language, Sunday first (as `weekday` counts). */
const weekdayNames = (locale: string) =>
  Array.from({ length: 7 }, (_, day) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day))),
  );

/** An hour of the day as the language writes a time ("8:00 AM", "08:00"). */
const hourLabel = (hour: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, hour)),
  );

/** "Weekly on Monday at 8:00 AM": a timing as a sentence. */
export const useTimingText = () => {
  const { t, i18n } = useTranslation();
  return (timing: ScheduleTiming) =>
    t(`documents.when.${timing.frequency}`, {
      time: hourLabel(timing.hour, i18n.language),
      weekday: weekdayNames(i18n.language)[timing.weekday],
      day: timing.dayOfMonth,
    });
};

/** How often and when a scheduled document goes out, in the company's time zone. */
export const ScheduleFields = ({
  timing,
  onChange,
}: {
  timing: ScheduleTiming;
  onChange: (timing: ScheduleTiming) => void;
}) => {
  const { t, i18n } = useTranslation();
  const select = (key: keyof ScheduleTiming, label: string, options: { value: string | number; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={timing[key]}
      onChange={(event) =>
        onChange({ ...timing, [key]: key === 'frequency' ? event.target.value : Number(event.target.value) })
      }
      sx={{ minWidth: 150 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      {select(
        'frequency',
        t('documents.timing.frequency'),
        scheduleFrequencies.map((value) => ({ value, label: t(`documents.timing.${value}`) })),
      )}
      {timing.frequency === 'weekly' &&
        select(
          'weekday',
          t('documents.timing.weekday'),
          weekdayNames(i18n.language).map((label, value) => ({ value, label })),
        )}
      {timing.frequency === 'monthly' &&
        select(
          'dayOfMonth',
          t('documents.timing.dayOfMonth'),
          Array.from({ length: 28 }, (_, index) => ({ value: index + 1, label: String(index + 1) })),
        )}
      {select(
        'hour',
        t('documents.timing.hour'),
        Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: hourLabel(hour, i18n.language) })),
      )}
      <span title={DEFAULT_TIMEZONE}>{t('documents.timing.timeZone')}</span>
    </Stack>
  );
};
