import { Button, Stack } from '@mui/material';
import { addDays, modifiedSincePresetDays, modifiedSinceValue, toDateNumber, todayDateNumber } from '@stride/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from '../../../shared/forms/DatePickerField';

const isoDate = (dateNumber: number) => modifiedSinceValue(dateNumber).slice(0, 10);

type ModifiedSinceFilterPanelProps = { onAdd: (chip: { key: 'modifiedDate__gtd'; value: string }) => void };

/** Rows changed since a past day: quick spans, or a date no later than today (products and libraries). */
export const ModifiedSinceFilterPanel = ({ onAdd }: ModifiedSinceFilterPanelProps) => {
  const { t } = useTranslation();
  const today = todayDateNumber(new Date());
  const [date, setDate] = useState('');
  const add = (dateNumber: number) => onAdd({ key: 'modifiedDate__gtd', value: modifiedSinceValue(dateNumber) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [year, month, day] = date.split('-').map(Number);
    if (year && month && day) add(toDateNumber({ year, month: month - 1, day }));
  };
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      {modifiedSincePresetDays.map((days) => (
        <Button key={days} size="small" variant="outlined" onClick={() => add(addDays(today, -days))}>
          {t('productSearch.modifiedSince.lastDays', { count: days })}
        </Button>
      ))}
      <Stack component="form" direction="row" spacing={1} onSubmit={submit}>
        <DatePickerField
          size="small"
          label={t('productSearch.modifiedSince.since')}
          value={date}
          max={isoDate(today)}
          onChange={setDate}
        />
        <Button type="submit" variant="outlined" disabled={!date || date > isoDate(today)}>
          {t('productSearch.add')}
        </Button>
      </Stack>
    </Stack>
  );
};
