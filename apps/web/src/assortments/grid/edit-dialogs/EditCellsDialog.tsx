import { Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  type AssortmentLabel,
  type AssortmentProduct,
  type BulkEditField,
  type BulkEditPricingField,
  bulkEditFields,
  bulkEditPricingFields,
  editCellsChanges,
  numericInput,
  type RowChanges,
  styleLevelRowFields,
} from '@stride/domain';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { previewLineChanges } from './line-change-preview';

type Props = {
  /** The lines the right-click targeted. */
  ids: readonly string[];
  rows: readonly AssortmentProduct[];
  labels: readonly AssortmentLabel[];
  pillars: readonly string[];
  onApply: (changes: RowChanges) => void;
  onClose: () => void;
};

type Choice = { value: string; text: string };

/** The values of a field that takes only listed ones, as its cell offers them; null for free text. */
const choicesOf = (field: BulkEditField, props: Props, t: TFunction): Choice[] | null => {
  if (field === 'label')
    return [{ value: '', text: '—' }, ...props.labels.map((label) => ({ value: label.name, text: label.name }))];
  if (field === 'pillar') return props.pillars.map((pillar) => ({ value: pillar, text: pillar }));
  if (field === 'carryover')
    return [
      { value: 'true', text: t('productSearch.yes') },
      { value: 'false', text: t('productSearch.no') },
    ];
  return null;
};

const styleFields = new Set<string>(styleLevelRowFields);

/**
 * 'Edit Cells' (spec part 1 §2 multi-field edit): values for several fields set on every chosen
 * line at once. Only ticked fields change; of the four pricing cells one is chosen, as each
 * derives the others. The values go through the cell rules like typing; a value they refuse
 * (a discount above 100 %) is shown and not applied. The grid makes it one undo step and one save.
 */
const EditCellsForm = (props: Props) => {
  const { t } = useTranslation();
  const [pricingField, setPricingField] = useState<BulkEditPricingField | ''>('');
  const [pricingValue, setPricingValue] = useState('');
  const [values, setValues] = useState<Partial<Record<BulkEditField, string>>>({});
  const changes = useMemo(
    () =>
      editCellsChanges({
        pricing: pricingField === '' ? undefined : { field: pricingField, value: pricingValue },
        values,
      }),
    [pricingField, pricingValue, values],
  );
  const { ids, rows, labels, pillars } = props;
  const preview = useMemo(
    () => previewLineChanges(rows, ids, changes, { labels, pillars }),
    [rows, ids, changes, labels, pillars],
  );
  const styleFieldsTicked = Object.keys(values).some((field) => styleFields.has(field));
  const toggle = (field: BulkEditField, on: boolean) =>
    setValues(({ [field]: _dropped, ...rest }) =>
      on ? { ...rest, [field]: choicesOf(field, props, t)?.[0]?.value ?? '' } : rest,
    );
  const columnName = (field: string) => t(`assortmentGrid.columns.${field}`);

  return (
    <FormDialog
      open
      title={t('assortmentEditDialogs.editCells.title')}
      submitLabel={t('assortmentEditDialogs.editCells.apply')}
      busy={false}
      error={preview.problems.map((message) => t(`assortmentGrid.problems.${message}`)).join(' ') || null}
      canSubmit={Object.keys(changes).length > 0 && preview.problems.length === 0 && preview.lineCount > 0}
      onSubmit={() => props.onApply(changes)}
      onClose={props.onClose}
    >
      <Stack spacing={1.5}>
        <Typography variant="body2">{t('assortmentEditDialogs.editCells.intro')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('assortmentEditDialogs.editCells.chosen', { count: ids.length })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <TextField
            select
            size="small"
            label={t('assortmentEditDialogs.editCells.pricing')}
            value={pricingField}
            onChange={(event) => setPricingField(event.target.value as BulkEditPricingField | '')}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('assortmentEditDialogs.editCells.unchanged')}</MenuItem>
            {bulkEditPricingFields.map((field) => (
              <MenuItem key={field} value={field}>
                {columnName(field)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('assortmentEditDialogs.editCells.value')}
            value={pricingValue}
            disabled={pricingField === ''}
            // Digits and a dot only, as in the grid's numeric cells.
            onChange={(event) => setPricingValue(numericInput(event.target.value))}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
        {bulkEditFields.map((field) => {
          const name = columnName(field);
          const on = field in values;
          const choices = choicesOf(field, props, t);
          return (
            <Stack key={field} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FormControlLabel
                control={
                  <Checkbox size="small" checked={on} onChange={(event) => toggle(field, event.target.checked)} />
                }
                label={name}
                sx={{ minWidth: 200 }}
              />
              <TextField
                select={choices !== null}
                size="small"
                fullWidth
                disabled={!on}
                label={t('assortmentEditDialogs.editCells.newValue', { field: name })}
                value={values[field] ?? ''}
                helperText={field === 'tags' && on ? t('assortmentEditDialogs.editCells.tagsHint') : undefined}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              >
                {choices?.map((choice) => (
                  <MenuItem key={choice.value} value={choice.value}>
                    {choice.text}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          );
        })}
        {styleFieldsTicked && (
          <Typography variant="caption" color="text.secondary">
            {t('assortmentEditDialogs.editCells.styleHint', {
              fields: bulkEditFields
                .filter((field) => styleFields.has(field))
                .map(columnName)
                .join(', '),
            })}
          </Typography>
        )}
        <Typography variant="body2" role="status">
          {t('assortmentEditDialogs.linesWillChange', { count: preview.lineCount })}
        </Typography>
      </Stack>
    </FormDialog>
  );
};

/** The 'Edit Cells' dialog; mounted while open, so each opening starts blank. */
export const EditCellsDialog = (props: Props & { open: boolean }) => (props.open ? <EditCellsForm {...props} /> : null);
