import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/dialogs/FormDialog';
import { useSubmit } from '../../shared/forms/use-submit';
import { accountsApi } from '../api';

const empty = { name: '', lastName: '', email: '', entity: '', country: '', reason: '' };

export const RequestAccessDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form, setForm] = useState(empty);
  const [done, setDone] = useState(false);
  const { busy, error, submit } = useSubmit(accountsApi.requestAccess);
  const field = (key: keyof typeof empty) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
    fullWidth: true,
    error: error?.field === key,
  });
  const close = () => {
    setForm(empty);
    setDone(false);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={t('accounts.requestAccess.title')}
      submitLabel={t('accounts.requestAccess.submit')}
      busy={busy}
      error={error?.message ?? null}
      doneMessage={done ? t('accounts.requestAccess.done') : null}
      canSubmit={Boolean(form.name && form.lastName && form.email)}
      onSubmit={async () => {
        const answer = await submit({
          ...form,
          entity: form.entity || undefined,
          country: form.country || undefined,
          reason: form.reason || undefined,
        });
        if (answer) setDone(true);
      }}
      onClose={close}
    >
      <TextField label={t('fields.firstName')} required autoFocus {...field('name')} />
      <TextField label={t('fields.lastName')} required {...field('lastName')} />
      <TextField label={t('fields.email')} type="email" required {...field('email')} />
      <TextField label={t('fields.company')} {...field('entity')} />
      <TextField
        label={t('fields.country')}
        slotProps={{ htmlInput: { maxLength: 3 } }}
        helperText={t('fields.countryHelp')}
        {...field('country')}
      />
      <TextField label={t('fields.reason')} multiline minRows={2} {...field('reason')} />
    </FormDialog>
  );
};
