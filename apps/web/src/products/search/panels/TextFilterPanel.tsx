import { Button, Stack, TextField } from '@mui/material';
import type { ProductFilterKey } from '@stride/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterPanelProps } from './panel-props';

type TextFilterPanelProps = Pick<FilterPanelProps, 'onAdd'> & {
  filterKey: Extract<ProductFilterKey, 'name' | 'description'>;
};

/** A free-text filter (name, which also matches outsole and upper, or description); Enter adds it. */
export const TextFilterPanel = ({ filterKey, onAdd }: TextFilterPanelProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value) onAdd({ key: filterKey, value });
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        autoFocus
        label={t(`productSearch.keys.${filterKey}`)}
        helperText={t(`productSearch.help.${filterKey}`)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ minWidth: 320 }}
      />
      <Button type="submit" variant="contained" disabled={!text.trim()}>
        {t('productSearch.add')}
      </Button>
    </Stack>
  );
};
