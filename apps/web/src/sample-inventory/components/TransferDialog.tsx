import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/dialogs/FormDialog';

const placeFields = ['region', 'aisle', 'direction', 'level', 'shelf'] as const;
type Place = Record<(typeof placeFields)[number], string>;

type Props = {
  count: number;
  busy: boolean;
  error: string | null;
  onSubmit: (place: Place) => void;
  onClose: () => void;
};

/** Transfer to Sales: the selected Production samples go to one Sales shelf place (shelf optional). */
export const TransferDialog = ({ count, busy, error, onSubmit, onClose }: Props) => {
  const { t } = useTranslation();
  const [place, setPlace] = useState<Place>({ region: '', aisle: '', direction: '', level: '', shelf: '' });
  const valid = placeFields.every((field) => field === 'shelf' || place[field].trim() !== '');
  return (
    <FormDialog
      open
      title={t('sampleInventory.transfer.title', { count })}
      submitLabel={t('sampleInventory.transfer.submit')}
      busy={busy}
      error={error}
      canSubmit={valid}
      onSubmit={() => onSubmit(place)}
      onClose={onClose}
    >
      {placeFields.map((field) => (
        <TextField
          key={field}
          size="small"
          required={field !== 'shelf'}
          label={t(`sampleInventory.columns.${field}`)}
          value={place[field]}
          onChange={(event) => setPlace((current) => ({ ...current, [field]: event.target.value }))}
        />
      ))}
    </FormDialog>
  );
};
