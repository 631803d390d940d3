import { Button, Stack, TextField } from '@mui/material';
import {
  firstAvailablePresets,
  lastProducedPresets,
  SIZE_FILTER_MAX_LENGTH,
  sizeFilterPlaceholder,
} from '@stride/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PresetButtons } from './PresetButtons';
import type { FilterPanelProps } from './panel-props';

/** Only letters and digits, upper-cased, at most five (spec part 1 §3 Availability filter). */
const sizeMask = (text: string) =>
  text
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, SIZE_FILTER_MAX_LENGTH);

/** First Available and Last Produced windows, and the optional individual size. */
export const AvailabilityFilterPanel = ({ productType, chips, onAdd }: FilterPanelProps) => {
  const { t } = useTranslation();
  const [size, setSize] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (size) onAdd({ key: 'size', value: size });
  };
  return (
    <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', alignItems: 'flex-end' }}>
      <PresetButtons filterKey="firstAvailable" presets={firstAvailablePresets} chips={chips} onAdd={onAdd} />
      <PresetButtons filterKey="lastProduced" presets={lastProducedPresets} chips={chips} onAdd={onAdd} />
      <Stack component="form" direction="row" spacing={1} onSubmit={submit}>
        <TextField
          size="small"
          label={t('productSearch.keys.size')}
          placeholder={sizeFilterPlaceholder[productType]}
          value={size}
          onChange={(event) => setSize(sizeMask(event.target.value))}
          sx={{ width: 120 }}
        />
        <Button type="submit" variant="outlined" disabled={!size}>
          {t('productSearch.add')}
        </Button>
      </Stack>
    </Stack>
  );
};
