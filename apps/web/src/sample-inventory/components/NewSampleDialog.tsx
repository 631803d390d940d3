import { MenuItem, TextField } from '@mui/material';
import {
  missingSampleFields,
  requiredSampleFields,
  type SampleFields,
  type SampleLibrary,
  sampleFieldsOf,
  sampleSides,
} from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/dialogs/FormDialog';

type Props = {
  library: SampleLibrary;
  busy: boolean;
  error: string | null;
  onCreate: (fields: SampleFields) => void;
  onClose: () => void;
};

/** A new sample row: the library's fields, the required ones marked and needed before it is sent. */
export const NewSampleDialog = ({ library, busy, error, onCreate, onClose }: Props) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const required = new Set<string>(requiredSampleFields[library]);
  const complete = missingSampleFields(library, values).length === 0;
  const submit = () =>
    onCreate(
      Object.fromEntries(
        Object.entries(values)
          .filter(([, value]) => value.trim() !== '')
          .map(([field, value]) => [
            field,
            field === 'totalQty' || field === 'quantity' ? Number(value) : value.trim(),
          ]),
      ) as SampleFields,
    );
  return (
    <FormDialog
      open
      title={t('sampleInventory.create.title')}
      submitLabel={t('sampleInventory.create.submit')}
      busy={busy}
      error={error}
      canSubmit={complete}
      onSubmit={submit}
      onClose={onClose}
    >
      {sampleFieldsOf(library).map((field) => (
        <TextField
          key={field}
          size="small"
          label={t(`sampleInventory.columns.${field}`)}
          required={required.has(field)}
          select={field === 'side'}
          type={field === 'totalQty' || field === 'quantity' ? 'number' : field === 'moldDate' ? 'date' : 'text'}
          slotProps={field === 'moldDate' ? { inputLabel: { shrink: true } } : undefined}
          value={values[field] ?? ''}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        >
          {field === 'side' &&
            sampleSides.map((side) => (
              <MenuItem key={side} value={side}>
                {side}
              </MenuItem>
            ))}
        </TextField>
      ))}
    </FormDialog>
  );
};
