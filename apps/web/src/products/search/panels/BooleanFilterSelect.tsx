import { MenuItem, TextField } from '@mui/material';
import type { ProductFilterKey } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import type { FilterPanelProps } from './panel-props';

type BooleanFilterSelectProps = Pick<FilterPanelProps, 'onAdd'> & {
  filterKey: Extract<ProductFilterKey, 'lighted' | 'vegan'>;
};

/** A yes/no category (lighted, vegan). */
export const BooleanFilterSelect = ({ filterKey, onAdd }: BooleanFilterSelectProps) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t(`productSearch.keys.${filterKey}`)}
      value=""
      onChange={(event) => onAdd({ key: filterKey, value: event.target.value })}
      sx={{ width: 160 }}
    >
      <MenuItem value="true">{t('productSearch.yes')}</MenuItem>
      <MenuItem value="false">{t('productSearch.no')}</MenuItem>
    </TextField>
  );
};
