import { MenuItem, TextField } from '@mui/material';
import { type AssortmentSortOption, assortmentSortOptions } from '@stride/domain';
import { useTranslation } from 'react-i18next';

/**
 * Spec part 1 §9's one list of "Sort options" (Newest, Name, Style), as the assortment manager
 * and the products library offer it. `null`: the list is sorted some other way (a column header).
 */
export const SortOptionSelect = ({
  sort,
  onChange,
}: {
  sort: AssortmentSortOption | null;
  onChange: (sort: AssortmentSortOption) => void;
}) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('assortmentManager.sort.label')}
      value={sort ?? ''}
      onChange={(event) => onChange(event.target.value as AssortmentSortOption)}
      sx={{ minWidth: 140 }}
    >
      {assortmentSortOptions.map((option) => (
        <MenuItem key={option} value={option}>
          {t(`assortmentManager.sort.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
