import { MenuItem, TextField } from '@mui/material';
import { type AssortmentSortOption, assortmentSortOptions } from '@stride/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

const DEFAULT_SORT: AssortmentSortOption = 'newest';
const isSortOption = (value: string | null): value is AssortmentSortOption =>
  (assortmentSortOptions as readonly (string | null)[]).includes(value);

/** The manager's sort, kept in the URL (`?sort=`): Newest by default (spec part 1 §9). */
export const useManagerSort = () => {
  const [params, setParams] = useSearchParams();
  const value = params.get('sort');
  const sort = isSortOption(value) ? value : DEFAULT_SORT;
  const setSort = useCallback(
    (next: AssortmentSortOption) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === DEFAULT_SORT) updated.delete('sort');
          else updated.set('sort', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [sort, setSort] as const;
};

export const SortSelect = ({
  sort,
  onChange,
}: {
  sort: AssortmentSortOption;
  onChange: (sort: AssortmentSortOption) => void;
}) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('assortmentManager.sort.label')}
      value={sort}
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
