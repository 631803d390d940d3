import { TextField } from '@mui/material';
import { mailAddressesIn } from '@stride/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { errorMessage } from '../shared/api/error-message';
import { FormDialog } from '../shared/dialogs/FormDialog';
import { toasts } from '../shared/toasts/toast-store';
import { shareSearch } from './api';

/**
 * Mails the search on screen (its page and filters) to people (spec part 2 §7.16: recipients,
 * bcc, subject, body, link text, path). Addresses may be pasted as a list.
 */
export const ShareSearchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const [to, setTo] = useState('');
  const [bcc, setBcc] = useState('');
  const [subject, setSubject] = useState(() => t('searches.share.defaultSubject'));
  const [body, setBody] = useState('');
  const [linkText, setLinkText] = useState('');
  const share = useMutation({
    mutationFn: () =>
      shareSearch({
        recipients: mailAddressesIn(to),
        bccRecipients: mailAddressesIn(bcc),
        subject,
        body: body || undefined,
        linkText: linkText || undefined,
        path: `${location.pathname}${location.search}`,
      }),
    onSuccess: () => {
      toasts.show({ type: 'success', message: t('searches.share.shared') });
      close();
    },
  });
  const close = () => {
    share.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={t('searches.share.title')}
      submitLabel={t('searches.share.send')}
      busy={share.isPending}
      error={share.error ? errorMessage(t, share.error) : null}
      canSubmit={mailAddressesIn(to).length > 0 && subject.trim() !== ''}
      onSubmit={() => share.mutate()}
      onClose={close}
    >
      <TextField
        label={t('searches.share.to')}
        helperText={t('searches.share.addressesHint')}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        autoFocus
        required
      />
      <TextField label={t('searches.share.bcc')} value={bcc} onChange={(event) => setBcc(event.target.value)} />
      <TextField
        label={t('searches.share.subject')}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        required
      />
      <TextField
        label={t('searches.share.message')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={3}
      />
      <TextField
        label={t('searches.share.linkText')}
        placeholder={t('searches.share.linkTextPlaceholder')}
        value={linkText}
        onChange={(event) => setLinkText(event.target.value)}
      />
    </FormDialog>
  );
};
