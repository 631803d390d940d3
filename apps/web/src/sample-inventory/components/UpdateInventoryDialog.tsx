import { Stack, TextField, Typography } from '@mui/material';
import type { Sample } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/dialogs/FormDialog';
import { sampleLabel } from './sample-label';

type Props = {
  samples: readonly Sample[];
  busy: boolean;
  error: string | null;
  onSubmit: (items: { sampleId: string; totalQty: number }[], note: string) => void;
  onClose: () => void;
};

/** "Update inventory": the counted quantity of each selected sample, recorded in its history. */
export const UpdateInventoryDialog = ({ samples, busy, error, onSubmit, onClose }: Props) => {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(samples.map((sample) => [sample._id, String(sample.totalQty ?? 0)])),
  );
  const [note, setNote] = useState('');
  const valid = samples.every((sample) => /^\d+$/.test(counts[sample._id] ?? ''));
  return (
    <FormDialog
      open
      title={t('sampleInventory.updateInventory.title')}
      submitLabel={t('sampleInventory.updateInventory.submit')}
      busy={busy}
      error={error}
      canSubmit={valid}
      onSubmit={() =>
        onSubmit(
          samples.map((sample) => ({ sampleId: sample._id, totalQty: Number(counts[sample._id]) })),
          note,
        )
      }
      onClose={onClose}
    >
      {samples.map((sample) => (
        <Stack key={sample._id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {sampleLabel(sample)}
          </Typography>
          <TextField
            size="small"
            type="number"
            label={t('sampleInventory.columns.totalQty')}
            value={counts[sample._id] ?? ''}
            onChange={(event) => setCounts((current) => ({ ...current, [sample._id]: event.target.value }))}
            slotProps={{ htmlInput: { min: 0 } }}
            sx={{ width: 110 }}
          />
        </Stack>
      ))}
      <TextField
        size="small"
        label={t('sampleInventory.tracking.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </FormDialog>
  );
};
