import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { API_TOKEN_ACCESS, API_TOKEN_EXPIRY_DAYS, type ApiTokenAccess, apiTokenCreateSchema } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message';
import { FormDialog } from '../../shared/dialogs/FormDialog';
import { ShownOnceField } from '../../shared/forms/ShownOnceField';
import { useCreateApiToken } from '../api';

/** "New token": a name, read or write, and an expiry of 30, 90 or 365 days; then the token, shown once. */
export const NewApiTokenDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [access, setAccess] = useState<ApiTokenAccess>('read');
  const [expiresInDays, setExpiresInDays] = useState<(typeof API_TOKEN_EXPIRY_DAYS)[number]>(90);
  const request = apiTokenCreateSchema.safeParse({ name, access, expiresInDays });
  const close = () => {
    create.reset();
    setName('');
    setAccess('read');
    setExpiresInDays(90);
    onClose();
  };

  if (create.data) {
    return (
      // Not closed by a click beside it: the token would be lost before it was copied.
      <Dialog
        open={open}
        onClose={(_, reason) => reason !== 'backdropClick' && close()}
        aria-labelledby="api-token-created"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="api-token-created">{t('apiTokens.createdTitle')}</DialogTitle>
        <DialogContent>
          <ShownOnceField
            value={create.data.token}
            label={t('apiTokens.yourToken')}
            warning={t('apiTokens.shownOnce')}
            copyLabel={t('apiTokens.copy')}
            copiedMessage={t('apiTokens.copied')}
            testId="new-api-token"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={close}>
            {t('apiTokens.done')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <FormDialog
      open={open}
      title={t('apiTokens.newTitle')}
      submitLabel={t('apiTokens.create')}
      busy={create.isPending}
      error={create.error ? errorMessage(t, create.error) : null}
      canSubmit={request.success}
      onSubmit={() => request.success && create.mutate(request.data)}
      onClose={close}
    >
      <TextField
        autoFocus
        required
        label={t('apiTokens.name')}
        helperText={t('apiTokens.nameHelp')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <div>
        <FormLabel id="api-token-access">{t('apiTokens.columns.access')}</FormLabel>
        <RadioGroup
          aria-labelledby="api-token-access"
          value={access}
          onChange={(event) => setAccess(event.target.value as ApiTokenAccess)}
        >
          {API_TOKEN_ACCESS.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={t(`apiTokens.accessHelp.${option}`)}
            />
          ))}
        </RadioGroup>
      </div>
      <TextField
        select
        label={t('apiTokens.expiry')}
        value={expiresInDays}
        onChange={(event) => setExpiresInDays(Number(event.target.value) as (typeof API_TOKEN_EXPIRY_DAYS)[number])}
      >
        {API_TOKEN_EXPIRY_DAYS.map((days) => (
          <MenuItem key={days} value={days}>
            {t('apiTokens.expiryDays', { days })}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
};
