import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AssignedCoordinator } from '../api';

export const ALL_COORDINATORS = 'all';

/**
 * Whose orders a coordinator views, on tabs that allow coordinator change (spec part 1 §4, §6): one
 * coordinator of the assignment list, or (no coordinator asked) their own and the unassigned ones.
 */
export const CoordinatorPicker = ({
  coordinators,
  value,
  onChange,
}: {
  coordinators: readonly AssignedCoordinator[];
  value: string;
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('orders.list.coordinator')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
      slotProps={{ htmlInput: { 'data-testid': 'coordinator-picker' } }}
    >
      <MenuItem value={ALL_COORDINATORS}>{t('orders.list.allCoordinators')}</MenuItem>
      {coordinators.map((coordinator) => (
        <MenuItem key={coordinator.code} value={coordinator.code}>
          {coordinator.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
