import { Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  type AssortmentLabel,
  type BulkEditField,
  type BulkEditPricingField,
  bulkEditFields,
  bulkEditPricingFields,
  type RowChanges,
} from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/dialogs/FormDialog';

type Props = {
  lineCount: number;
  labels: readonly AssortmentLabel[];
  pillars: readonly string[];
  onApply: (changes: RowChanges) => void;
  onClose: () => void;
};

/** The choices of a field that only takes listed values; free text otherwise. */
const choicesOf = (field: BulkEditField, props: Props, yes: string, no: string) => {
  if (field === 'label')
    return [{ value: '', text: '—' }, ...props.labels.map((label) => ({ value: label.name, text: label.name }))];
  if (field === 'pillar') return props.pillars.map((pillar) => ({ value: pillar, text: pillar }));
  if (field === 'carryover')
    return [
      { value: 'true', text: yes },
      { value: 'false', text: no },
    ];
  return null;
};

/**
 * 'Edit Cells' (spec part 1 §2 multi-field edit): values for several fields set on every chosen
 * line at once. Only ticked fields change; the values go through the same cell rules as typing
 * (one pricing cell, the others derived), as one undo step and one save.
 */
const EditCellsForm = (props: Props) => {
  const { t } = useTranslation();
  const [pricingField, setPricingField] = useState<BulkEditPricingField | ''>('');
  const [pricingValue, setPricingValue] = useState('');
  const [values, setValues] = useState<Partial<Record<BulkEditField, string>>>({});
  const chosen = Object.keys(values) as BulkEditField[];
  const hasPricing = pricingField !== '' && pricingValue.trim() !== '';
  const toggle = (field: BulkEditField, on: boolean) =>
    setValues(({ [field]: _dropped, ...rest }) =>
      on ? { ...rest, [field]: choicesOf(field, props, '', '')?.[0]?.value ?? '' } : rest,
    );

  const submit = () => {
    const changes: RowChanges = {};
    if (hasPricing) changes[pricingField as BulkEditPricingField] = pricingValue.trim();
    for (const field of chosen) {
      const value = values[field] ?? '';
      changes[field] = field === 'carryover' ? value === 'true' : value === '' ? null : value;
    }
    props.onApply(changes);
  };

  return (
    <FormDialog
      open
      title={t('assortmentEditCells.title')}
      submitLabel={t('assortmentEditCells.apply', { count: props.lineCount })}
      busy={false}
      error={null}
      canSubmit={hasPricing || chosen.length > 0}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Stack spacing={1.5}>
        <Typography variant="body2">{t('assortmentEditCells.intro', { count: props.lineCount })}</Typography>
        <Stack direction="row" spacing={1}>
          <TextField
            select
            size="small"
            label={t('assortmentEditCells.pricing')}
            value={pricingField}
            onChange={(event) => setPricingField(event.target.value as BulkEditPricingField | '')}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('assortmentEditCells.unchanged')}</MenuItem>
            {bulkEditPricingFields.map((field) => (
              <MenuItem key={field} value={field}>
                {t(`assortmentGrid.columns.${field}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('assortmentEditCells.value')}
            value={pricingValue}
            disabled={pricingField === ''}
            onChange={(event) => setPricingValue(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
        {bulkEditFields.map((field) => {
          const name = t(`assortmentGrid.columns.${field}`);
          const on = field in values;
          const choices = choicesOf(field, props, t('productSearch.yes'), t('productSearch.no'));
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
                label={t('assortmentEditCells.newValue', { field: name })}
                value={values[field] ?? ''}
                helperText={field === 'tags' && on ? t('assortmentEditCells.tagsHint') : undefined}
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
      </Stack>
    </FormDialog>
  );
};

export const EditCellsDialog = (props: Props & { open: boolean }) => (props.open ? <EditCellsForm {...props} /> : null);
