import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../shared/api/error-message';
import { AccountCard } from '../../shared/app-shell/AccountCard';
import { useSubmit } from '../../shared/forms/use-submit';
import { PageSpinner } from '../../shared/routing/PageSpinner';
import { accountsApi, useAdRegistration } from '../api';

/** /ad-register/{pendingUser}: a colleague new to Stride completes the access request after single sign-on. */
const AdRegisterPage = () => {
  const { t } = useTranslation();
  const { pendingUser = '' } = useParams();
  const registration = useAdRegistration(pendingUser);
  const [form, setForm] = useState({ entity: '', country: '', reason: '' });
  const [done, setDone] = useState(false);
  const { busy, error, submit } = useSubmit(accountsApi.completeAdRegistration);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await submit(pendingUser, {
      entity: form.entity || undefined,
      country: form.country || undefined,
      reason: form.reason || undefined,
    });
    if (answer) setDone(true);
  };

  return (
    <AccountCard title={t('accounts.adRegister.title')}>
      {registration.isPending && <PageSpinner />}
      {registration.isError && <Alert severity="error">{errorMessage(t, registration.error)}</Alert>}
      {done && <Alert severity="success">{t('accounts.adRegister.done')}</Alert>}
      {registration.data && !done && (
        <form onSubmit={onSubmit} noValidate>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('accounts.adRegister.intro', {
              name: `${registration.data.name} ${registration.data.lastName}`,
              email: registration.data.email,
            })}
          </Typography>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error.message}</Alert>}
            <TextField
              label={t('fields.company')}
              value={form.entity}
              onChange={(event) => setForm({ ...form, entity: event.target.value })}
              fullWidth
            />
            <TextField
              label={t('fields.country')}
              value={form.country}
              onChange={(event) => setForm({ ...form, country: event.target.value })}
              helperText={t('fields.countryHelp')}
              slotProps={{ htmlInput: { maxLength: 3 } }}
              fullWidth
            />
            <TextField
              label={t('fields.reason')}
              value={form.reason}
              onChange={(event) => setForm({ ...form, reason: event.target.value })}
              multiline
              minRows={3}
              fullWidth
            />
            <Button type="submit" variant="contained" disabled={busy}>
              {t('accounts.requestAccess.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
};

export default AdRegisterPage;
