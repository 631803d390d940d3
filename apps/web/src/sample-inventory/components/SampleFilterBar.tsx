import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { type SampleLibrary, sampleSides } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SampleGridFilters, useSampleAutocomplete } from '../api';

type Props = { library: SampleLibrary; filters: SampleGridFilters; onChange: (filters: SampleGridFilters) => void };

/** One field whose choices are the library's values starting with what was typed (autocomplete, 10). */
const ValueFilter = ({
  library,
  property,
  value,
  onChange,
}: {
  library: SampleLibrary;
  property: 'division' | 'status';
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const options = useSampleAutocomplete(library, property, typed).data ?? [];
  return (
    <Autocomplete
      size="small"
      freeSolo
      options={options}
      value={value ?? null}
      onInputChange={(_event, text) => setTyped(text)}
      onChange={(_event, next) => onChange(next || undefined)}
      renderInput={(params) => <TextField {...params} label={t(`sampleInventory.columns.${property}`)} />}
      sx={{ width: 180 }}
    />
  );
};

/** The grid's filters: a keyword (style, colour, bin, mold number), division, status and side. */
export const SampleFilterBar = ({ library, filters, onChange }: Props) => {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const set = (key: keyof SampleGridFilters, value: string | undefined) => onChange({ ...filters, [key]: value });
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        size="small"
        label={t('sampleInventory.filters.keyword')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && set('keyword', keyword.trim() || undefined)}
        onBlur={() => set('keyword', keyword.trim() || undefined)}
        sx={{ width: 240 }}
      />
      <ValueFilter
        library={library}
        property="division"
        value={filters.division}
        onChange={(v) => set('division', v)}
      />
      <ValueFilter library={library} property="status" value={filters.status} onChange={(v) => set('status', v)} />
      <TextField
        select
        size="small"
        label={t('sampleInventory.columns.side')}
        value={filters.side ?? ''}
        onChange={(event) => set('side', event.target.value || undefined)}
        sx={{ width: 120 }}
      >
        <MenuItem value="">{t('sampleInventory.filters.any')}</MenuItem>
        {sampleSides.map((side) => (
          <MenuItem key={side} value={side}>
            {side}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
