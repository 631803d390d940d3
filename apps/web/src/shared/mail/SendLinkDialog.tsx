import { TextField } from '@mui/material';
import { MAIL_MAX_RECIPIENTS, type MailAppLink, mailAddressesIn } from '@stride/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { api } from '../api/api-client';
import { FormDialog } from '../dialogs/FormDialog';
import { toasts } from '../toasts/toast-store';

/**
 * The send link dialog (spec part 1 §2 generic dialogs; part 2 §7.11 POST /mail/applink): mails
 * the page on screen, with its search, to people. The answer is a toast either way (part 2 §8.3,
 * §8.7); after a failure the dialog stays open with what was typed.
 */
export const SendLinkDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const recipients = mailAddressesIn(to);
  const send = useMutation({
    mutationFn: (request: MailAppLink) => api.post('mail/applink', request),
    onSuccess: () => {
      toasts.show({ type: 'success', message: t('sendLink.sent') });
      setTo('');
      setMessage('');
      onClose();
    },
    onError: () => toasts.show({ type: 'error', message: t('sendLink.failed') }),
  });
  return (
    <FormDialog
      open={open}
      title={t('sendLink.title')}
      submitLabel={t('sendLink.send')}
      busy={send.isPending}
      error={null}
      canSubmit={recipients.length > 0 && recipients.length <= MAIL_MAX_RECIPIENTS}
      onSubmit={() => send.mutate({ to: recipients, message: message.trim() || undefined, path })}
      onClose={onClose}
    >
      <TextField
        label={t('mailFields.to')}
        helperText={t('mailFields.addressesHint')}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        autoFocus
        required
      />
      <TextField
        label={t('mailFields.message')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={3}
      />
      <TextField
        label={t('sendLink.link')}
        value={`${window.location.origin}${path}`}
        slotProps={{ input: { readOnly: true } }}
      />
    </FormDialog>
  );
};
