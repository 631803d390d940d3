import { FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/dialogs/FormDialog';

type Props = {
  label: string;
  busy: boolean;
  error: string | null;
  onSubmit: (request: { action: 'out' | 'returned'; quantity: number; note: string }) => void;
  onClose: () => void;
};

/** "Rare out / returned": a sample leaves the room (e.g. for a shoot) or comes back, with how many. */
export const RareOutDialog = ({ label, busy, error, onSubmit, onClose }: Props) => {
  const { t } = useTranslation();
  const [action, setAction] = useState<'out' | 'returned'>('out');
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const valid = /^[1-9]\d*$/.test(quantity);
  return (
    <FormDialog
      open
      title={t('sampleInventory.rareOut.title', { sample: label })}
      submitLabel={t('sampleInventory.rareOut.submit')}
      busy={busy}
      error={error}
      canSubmit={valid}
      onSubmit={() => onSubmit({ action, quantity: Number(quantity), note })}
      onClose={onClose}
    >
      <RadioGroup row value={action} onChange={(event) => setAction(event.target.value as 'out' | 'returned')}>
        <FormControlLabel value="out" control={<Radio />} label={t('sampleInventory.tracking.actions.out')} />
        <FormControlLabel value="returned" control={<Radio />} label={t('sampleInventory.tracking.actions.returned')} />
      </RadioGroup>
      <TextField
        size="small"
        type="number"
        label={t('sampleInventory.rareOut.quantity')}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        slotProps={{ htmlInput: { min: 1 } }}
      />
      <TextField
        size="small"
        label={t('sampleInventory.tracking.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </FormDialog>
  );
};
