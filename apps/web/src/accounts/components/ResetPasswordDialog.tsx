import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { PASSWORD_MIN_LENGTH } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedIn } from '../../session';
import { errorMessage } from '../../shared/api/error-message';
import { FormDialog } from '../../shared/dialogs/FormDialog';
import { useSubmit } from '../../shared/forms/use-submit';
import { toasts } from '../../shared/toasts/toast-store';
import { accountsApi, useSetPasswordCode } from '../api';

type Props = { userId: string; code: string; isNew: boolean; onDone: () => void; onRequestNewLink: () => void };

/** Reached from the e-mailed link /set-password/{userId}/{code}/{isNew?}: choose a password, signed in after. */
export const ResetPasswordDialog = ({ userId, code, isNew, onDone, onRequestNewLink }: Props) => {
  const { t } = useTranslation();
  const check = useSetPasswordCode(userId, code);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, error, submit } = useSubmit(accountsApi.setPassword);
  const title = t(isNew ? 'accounts.setPassword.titleNew' : 'accounts.setPassword.titleReset');
  const tooShort = password.length > 0 && password.length < PASSWORD_MIN_LENGTH;
  const mismatch = confirmation.length > 0 && confirmation !== password;

  if (check.isError) {
    return (
      <Dialog open aria-labelledby="set-password-invalid">
        <DialogTitle id="set-password-invalid">{title}</DialogTitle>
        <DialogContent>
          <Alert severity="error">{errorMessage(t, check.error)}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onDone}>{t('actions.close')}</Button>
          <Button variant="contained" onClick={onRequestNewLink}>
            {t('accounts.setPassword.newLink')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <FormDialog
      open={check.isSuccess}
      title={title}
      submitLabel={t('accounts.setPassword.submit')}
      busy={busy}
      error={error?.message ?? null}
      canSubmit={password.length >= PASSWORD_MIN_LENGTH && password === confirmation}
      onSubmit={async () => {
        const user = await submit(userId, code, password);
        if (!user) return;
        signedIn(user);
        toasts.show({ type: 'success', message: t('session.loginSuccess'), keepOnRouteChange: true });
        onDone();
      }}
    >
      <TextField label={t('fields.email')} value={check.data?.email ?? ''} fullWidth disabled autoComplete="username" />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={tooShort}
        helperText={t('accounts.setPassword.rule', { count: PASSWORD_MIN_LENGTH })}
        autoFocus
        fullWidth
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={mismatch}
        helperText={mismatch ? t('accounts.setPassword.mismatch') : ' '}
        fullWidth
      />
    </FormDialog>
  );
};
