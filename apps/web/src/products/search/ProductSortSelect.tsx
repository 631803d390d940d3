import { MenuItem, TextField } from '@mui/material';
import { type AssortmentSortOption, assortmentSortOptions, type ProductSort } from '@stride/domain';
import { useTranslation } from 'react-i18next';

// Spec part 1 §9 has one list of "Sort options" (Newest, Name, Style): the assortment manager's,
// with its labels; the other sorts of product results come from column headers.
const isSortOption = (field: string): field is AssortmentSortOption =>
  (assortmentSortOptions as readonly string[]).includes(field);

/**
 * The results' sort as a choice of the spec's three; a column header's sort (cost, retail…)
 * shows as none of them. Choosing one sorts by it from the start (newest first, A to Z).
 */
export const ProductSortSelect = ({ sort, onChange }: { sort: ProductSort; onChange: (sort: ProductSort) => void }) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('assortmentManager.sort.label')}
      value={isSortOption(sort.field) ? sort.field : ''}
      onChange={(event) => onChange({ field: event.target.value as AssortmentSortOption, direction: 1 })}
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
