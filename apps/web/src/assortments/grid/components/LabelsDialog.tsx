import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { type AssortmentLabel, assortmentLabelSchema, labelColors } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { AddRowButton, RemoveRowButton } from '../../../shared/forms/RowListButtons';

const MAX_LABELS = 50;

const Swatch = ({ color }: { color: string }) => (
  <Box component="span" sx={{ display: 'inline-block', width: 14, height: 14, borderRadius: '50%', bgcolor: color }} />
);

/** The labels the assortment's rows may carry: a name and a colour of the palette each (spec part 1 §3). */
const LabelsForm = (props: {
  labels: readonly AssortmentLabel[];
  onSave: (labels: AssortmentLabel[]) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [labels, setLabels] = useState<AssortmentLabel[]>(() => [...props.labels]);
  const names = labels.map((label) => label.name.trim().toLowerCase());
  const invalid =
    labels.some((label) => !assortmentLabelSchema.safeParse(label).success) || new Set(names).size !== names.length;
  const change = (index: number, patch: Partial<AssortmentLabel>) =>
    setLabels((current) => current.map((label, at) => (at === index ? { ...label, ...patch } : label)));

  return (
    <FormDialog
      open
      title={t('assortmentGrid.labels.title')}
      submitLabel={t('actions.save')}
      busy={false}
      error={invalid ? t('assortmentGrid.labels.invalid') : null}
      canSubmit={!invalid}
      onSubmit={() => props.onSave(labels.map((label) => ({ ...label, name: label.name.trim() })))}
      onClose={props.onClose}
    >
      {labels.map((label, index) => (
        // Rows have no identity of their own while being typed: their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Stack key={index} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            label={t('assortmentGrid.labels.name')}
            value={label.name}
            onChange={(event) => change(index, { name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 40 } }}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            size="small"
            label={t('assortmentGrid.labels.color')}
            value={label.color}
            onChange={(event) => change(index, { color: event.target.value })}
            sx={{ width: 110 }}
          >
            {labelColors.map((color) => (
              <MenuItem key={color} value={color} aria-label={color}>
                <Swatch color={color} />
              </MenuItem>
            ))}
          </TextField>
          <RemoveRowButton label={t('assortmentGrid.labels.remove')} rows={labels} index={index} onChange={setLabels} />
        </Stack>
      ))}
      {labels.length < MAX_LABELS && (
        <AddRowButton
          label={t('assortmentGrid.labels.add')}
          rows={labels}
          newRow={() => ({ name: '', color: labelColors[labels.length % labelColors.length]! })}
          onChange={setLabels}
        />
      )}
    </FormDialog>
  );
};

export const LabelsDialog = (props: {
  open: boolean;
  labels: readonly AssortmentLabel[];
  onSave: (labels: AssortmentLabel[]) => void;
  onClose: () => void;
}) => (props.open ? <LabelsForm {...props} /> : null);
