import { TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { errorMessage } from '../shared/api/error-message';
import { FormDialog } from '../shared/dialogs/FormDialog';
import { isMailDraftReady, type MailDraft, MailFields, mailRequestOf } from '../shared/mail/MailFields';
import { toasts } from '../shared/toasts/toast-store';
import { shareSearch } from './api';

/**
 * Mails the search on screen (its page and filters) to people (spec part 2 §7.16: recipients,
 * bcc, subject, body, link text, path). Addresses may be pasted as a list.
 */
export const ShareSearchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const [draft, setDraft] = useState<MailDraft>(() => ({
    to: '',
    bcc: '',
    subject: t('searches.share.defaultSubject'),
    body: '',
  }));
  const [linkText, setLinkText] = useState('');
  const share = useMutation({
    mutationFn: () =>
      shareSearch({
        ...mailRequestOf(draft),
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
      canSubmit={isMailDraftReady(draft)}
      onSubmit={() => share.mutate()}
      onClose={close}
    >
      <MailFields draft={draft} onChange={setDraft} />
      <TextField
        label={t('searches.share.linkText')}
        placeholder={t('searches.share.linkTextPlaceholder')}
        value={linkText}
        onChange={(event) => setLinkText(event.target.value)}
      />
    </FormDialog>
  );
};
