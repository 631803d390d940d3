import { Button, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { priceChipValue } from '@stride/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterPanelProps } from './panel-props';

const amount = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** A price span on the wholesale cost or the suggested retail price of the pricing location. */
export const PriceFilterPanel = ({ onAdd }: Pick<FilterPanelProps, 'onAdd'>) => {
  const { t } = useTranslation();
  const [on, setOn] = useState<'cost' | 'suggestedRetail'>('cost');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const fromValue = amount(from);
  const toValue = amount(to);
  const invalid =
    (fromValue === undefined && toValue === undefined) ||
    [fromValue, toValue].some((value) => value !== undefined && (Number.isNaN(value) || value < 0)) ||
    (fromValue !== undefined && toValue !== undefined && fromValue > toValue);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onAdd({ key: on, value: priceChipValue(fromValue, toValue) });
  };
  const field = (label: string, value: string, set: (value: string) => void, autoFocus = false) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value}
      autoFocus={autoFocus}
      onChange={(event) => set(event.target.value)}
      slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
      sx={{ width: 140 }}
    />
  );
  return (
    <Stack
      component="form"
      direction="row"
      spacing={2}
      onSubmit={submit}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <RadioGroup row value={on} onChange={(event) => setOn(event.target.value as typeof on)}>
        <FormControlLabel value="cost" control={<Radio size="small" />} label={t('productSearch.keys.cost')} />
        <FormControlLabel
          value="suggestedRetail"
          control={<Radio size="small" />}
          label={t('productSearch.keys.suggestedRetail')}
        />
      </RadioGroup>
      {field(t('productSearch.price.from'), from, setFrom, true)}
      {field(t('productSearch.price.to'), to, setTo)}
      <Button type="submit" variant="contained" disabled={invalid}>
        {t('productSearch.add')}
      </Button>
    </Stack>
  );
};
