import { Checkbox, MenuItem, Stack, TextField } from '@mui/material';
import { multiEditSampleFields, type SampleFields, type SampleLibrary, sampleSides } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/dialogs/FormDialog';

type Props = {
  library: SampleLibrary;
  count: number;
  busy: boolean;
  onSubmit: (patch: SampleFields) => void;
  onClose: () => void;
};

/**
 * "Multi-field edit" (spec part 1 §2 dialogs): the fields ticked are set on every selected sample
 * at once; an empty value clears the field. Fields not ticked stay as each sample has them.
 */
export const MultiFieldEditDialog = ({ library, count, busy, onSubmit, onClose }: Props) => {
  const { t } = useTranslation();
  const fields = multiEditSampleFields(library);
  const [values, setValues] = useState<Partial<Record<string, string>>>({});
  const chosen = Object.keys(values);
  const set = (field: string, value: string | undefined) =>
    setValues(({ [field]: _old, ...rest }) => (value === undefined ? rest : { ...rest, [field]: value }));
  return (
    <FormDialog
      open
      title={t('sampleInventory.multiEdit.title', { count })}
      submitLabel={t('sampleInventory.multiEdit.submit')}
      busy={busy}
      error={null}
      canSubmit={chosen.length > 0}
      onSubmit={() =>
        onSubmit(Object.fromEntries(chosen.map((field) => [field, values[field]?.trim() || null])) as SampleFields)
      }
      onClose={onClose}
    >
      {fields.map((field) => {
        const label = t(`sampleInventory.columns.${field}`);
        const on = values[field] !== undefined;
        return (
          <Stack key={field} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Checkbox
              checked={on}
              onChange={(event) => set(field, event.target.checked ? '' : undefined)}
              slotProps={{ input: { 'aria-label': t('sampleInventory.multiEdit.change', { field: label }) } }}
            />
            <TextField
              size="small"
              fullWidth
              label={label}
              disabled={!on}
              select={field === 'side'}
              type={field === 'moldDate' ? 'date' : 'text'}
              value={values[field] ?? ''}
              onChange={(event) => set(field, event.target.value)}
              slotProps={field === 'moldDate' ? { inputLabel: { shrink: true } } : undefined}
            >
              {field === 'side'
                ? sampleSides.map((side) => (
                    <MenuItem key={side} value={side}>
                      {side}
                    </MenuItem>
                  ))
                : null}
            </TextField>
          </Stack>
        );
      })}
    </FormDialog>
  );
};
