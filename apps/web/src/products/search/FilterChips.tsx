import { Button, Chip, Stack } from '@mui/material';
import type { ProductFilterChip } from '@stride/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChipLabel } from './use-chip-label';

type FilterChipsProps = {
  chips: readonly ProductFilterChip[];
  onRemove: (chip: ProductFilterChip) => void;
  onClear: () => void;
};

/** The active filters, each removable, with one button to clear them all. */
export const FilterChips = memo(({ chips, onRemove, onClear }: FilterChipsProps) => {
  const { t } = useTranslation();
  const label = useChipLabel();
  if (chips.length === 0) return null;
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={t('productSearch.activeFilters')}
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', listStyle: 'none', p: 0, m: 0 }}
    >
      {chips.map((chip) => (
        <li key={`${chip.key}=${chip.value}`}>
          <Chip size="small" label={label(chip)} onDelete={() => onRemove(chip)} />
        </li>
      ))}
      <li>
        <Button size="small" onClick={onClear}>
          {t('productSearch.clearAll')}
        </Button>
      </li>
    </Stack>
  );
});
