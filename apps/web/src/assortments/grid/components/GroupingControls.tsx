import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { type Assortment, type GroupByOption, groupByOptionsFor } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import type { GridSettingsControls } from '../use-grid-settings';

/** Group by (the options of the assortment's kind, spec part 1 §3) and the grouping toggle. */
export const GroupingControls = ({
  assortment,
  settings,
}: {
  assortment: Pick<Assortment, 'productType' | 'orgType'>;
  settings: GridSettingsControls;
}) => {
  const { t } = useTranslation();
  const { groupBy, grid } = settings.settings;
  return (
    <>
      <TextField
        select
        size="small"
        label={t('assortmentGrid.groupBy')}
        value={groupBy}
        onChange={(event) => settings.setGroupBy(event.target.value as GroupByOption)}
        sx={{ width: 170 }}
      >
        {groupByOptionsFor(assortment.productType, assortment.orgType).map((option) => (
          <MenuItem key={option} value={option}>
            {t(`assortmentGrid.groupByOptions.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={grid.groupIsEnabled && groupBy !== 'none'}
            disabled={groupBy === 'none'}
            onChange={(event) => settings.setGroupEnabled(event.target.checked)}
          />
        }
        label={t('assortmentGrid.grouping')}
      />
    </>
  );
};
