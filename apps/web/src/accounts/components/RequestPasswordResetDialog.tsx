import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/dialogs/FormDialog';
import { useSubmit } from '../../shared/forms/use-submit';
import { accountsApi } from '../api';

export const RequestPasswordResetDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, submit } = useSubmit(accountsApi.requestPasswordReset);
  const close = () => {
    setEmail('');
    setDone(false);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={t('accounts.passwordReset.title')}
      submitLabel={t('accounts.passwordReset.submit')}
      busy={busy}
      error={error?.message ?? null}
      doneMessage={done ? `${t('accounts.passwordReset.done')} ${t('accounts.passwordReset.staffNote')}` : null}
      canSubmit={email.length > 3}
      onSubmit={async () => {
        if (await submit(email)) setDone(true);
      }}
      onClose={close}
    >
      <TextField
        label={t('fields.email')}
        type="email"
        required
        autoFocus
        fullWidth
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        helperText={t('accounts.passwordReset.staffNote')}
      />
    </FormDialog>
  );
};
