import { Button, Stack, Typography } from '@mui/material';
import type { ProductFilterChip, ProductFilterKey } from '@stride/domain';
import { useTranslation } from 'react-i18next';

type PresetButtonsProps = {
  filterKey: ProductFilterKey;
  presets: readonly string[];
  chips: readonly ProductFilterChip[];
  onAdd: (chip: ProductFilterChip) => void;
};

/** A row of date windows (due date, First Available, Last Produced); the active one is highlighted. */
export const PresetButtons = ({ filterKey, presets, chips, onAdd }: PresetButtonsProps) => {
  const { t } = useTranslation();
  const active = chips.find((chip) => chip.key === filterKey)?.value;
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {t(`productSearch.keys.${filterKey}`)}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {presets.map((preset) => (
          <Button
            key={preset}
            size="small"
            variant={active === preset ? 'contained' : 'outlined'}
            onClick={() => onAdd({ key: filterKey, value: preset })}
          >
            {t(`productSearch.presets.${preset}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
};
