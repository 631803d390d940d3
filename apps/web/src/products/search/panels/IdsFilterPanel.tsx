import { Autocomplete, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { DEBOUNCE_MS } from '@stride/domain';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useStyleSuggestions } from '../../api';
import type { FilterPanelProps } from './panel-props';

const lastToken = (text: string) => text.split(/[\s,]+/).pop() ?? '';

/** Style and style-colour ids, comma separated, matching whole style-colours or (optionally) the style only. */
export const IdsFilterPanel = ({ onAdd }: Pick<FilterPanelProps, 'onAdd'>) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [styleOnly, setStyleOnly] = useState(false);
  const token = useDeferredValue(useDebouncedValue(lastToken(text).toUpperCase(), DEBOUNCE_MS.styleSearch));
  const suggestions = useStyleSuggestions(token.includes('_') ? '' : token);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim().replace(/[\s,]+$/, '');
    if (value) onAdd({ key: styleOnly ? 'styleIds' : 'ids', value });
  };
  const complete = (style: string) => setText(`${text.slice(0, text.length - lastToken(text).length)}${style}, `);

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Autocomplete
        freeSolo
        options={suggestions.data?.data ?? []}
        inputValue={text}
        onInputChange={(_event, value, reason) => reason === 'input' && setText(value)}
        onChange={(_event, value) => typeof value === 'string' && complete(value)}
        filterOptions={(options) => options}
        sx={{ minWidth: 360 }}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            autoFocus
            label={t('productSearch.keys.ids')}
            helperText={t('productSearch.help.ids')}
          />
        )}
      />
      <FormControlLabel
        control={<Checkbox checked={styleOnly} onChange={(event) => setStyleOnly(event.target.checked)} />}
        label={t('productSearch.styleOnly')}
      />
      <Button type="submit" variant="contained" disabled={!text.trim()}>
        {t('productSearch.add')}
      </Button>
    </Stack>
  );
};
