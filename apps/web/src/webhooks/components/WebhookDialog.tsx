import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Switch,
  TextField,
} from '@mui/material';
import { WEBHOOK_EVENTS, type Webhook, type WebhookEvent, webhookCreateSchema } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message';
import { FormDialog } from '../../shared/dialogs/FormDialog';
import { ShownOnceField } from '../../shared/forms/ShownOnceField';
import { useCreateWebhook, useUpdateWebhook } from '../api';

/**
 * "New endpoint" (address and events, then the signing secret shown once) or, given `webhook`,
 * its change: address, events, and whether it is enabled.
 */
export const WebhookDialog = ({ webhook, onClose }: { webhook?: Webhook; onClose: () => void }) => {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(webhook?.events ?? []);
  const [enabled, setEnabled] = useState(webhook?.enabled ?? true);
  const request = webhookCreateSchema.safeParse({ url, events });
  const saving = webhook ? update : create;
  const toggle = (event: WebhookEvent) =>
    setEvents((chosen) => (chosen.includes(event) ? chosen.filter((one) => one !== event) : [...chosen, event]));
  const submit = () => {
    if (!request.success) return;
    if (webhook) update.mutate({ id: webhook._id, ...request.data, enabled }, { onSuccess: onClose });
    else create.mutate(request.data);
  };

  if (create.data) {
    return (
      // Not closed by a click beside it: the secret would be lost before it was copied.
      <Dialog
        open
        onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
        aria-labelledby="webhook-created"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="webhook-created">{t('webhooks.createdTitle')}</DialogTitle>
        <DialogContent>
          <ShownOnceField
            value={create.data.secret}
            label={t('webhooks.secret')}
            warning={t('webhooks.secretShownOnce')}
            copyLabel={t('webhooks.copySecret')}
            copiedMessage={t('webhooks.secretCopied')}
            testId="webhook-secret"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={onClose}>
            {t('webhooks.done')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <FormDialog
      open
      title={t(webhook ? 'webhooks.editTitle' : 'webhooks.newTitle')}
      submitLabel={t(webhook ? 'actions.save' : 'webhooks.create')}
      busy={saving.isPending}
      error={saving.error ? errorMessage(t, saving.error) : null}
      canSubmit={request.success}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        autoFocus
        required
        label={t('webhooks.url')}
        helperText={t('webhooks.urlHelp')}
        value={url}
        onChange={(event) => setUrl(event.target.value.trim())}
        slotProps={{ htmlInput: { maxLength: 2000, inputMode: 'url' } }}
      />
      <div>
        <FormLabel id="webhook-events">{t('webhooks.events')}</FormLabel>
        <FormGroup aria-labelledby="webhook-events">
          {WEBHOOK_EVENTS.map((event) => (
            <FormControlLabel
              key={event}
              control={<Checkbox checked={events.includes(event)} onChange={() => toggle(event)} />}
              label={`${event}: ${t(`webhooks.eventHelp.${event}`)}`}
            />
          ))}
        </FormGroup>
      </div>
      {webhook && (
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
          label={t('webhooks.enabled')}
        />
      )}
    </FormDialog>
  );
};
