import { TextField } from '@mui/material';
import { mailAddressesIn } from '@stride/domain';
import { useTranslation } from 'react-i18next';

/** What a person writes to send something by e-mail: addresses as typed, subject, message. */
export type MailDraft = { to: string; bcc: string; subject: string; body: string };

/** The request fields of a draft (recipients, bccRecipients, subject, body), addresses parsed. */
export const mailRequestOf = (draft: MailDraft) => ({
  recipients: mailAddressesIn(draft.to),
  bccRecipients: mailAddressesIn(draft.bcc),
  subject: draft.subject,
  body: draft.body || undefined,
});

/** A draft can go once it names someone and has a subject. */
export const isMailDraftReady = (draft: MailDraft) =>
  mailAddressesIn(draft.to).length > 0 && draft.subject.trim() !== '';

/** To, Bcc, Subject and Message; addresses may be pasted as a list. */
export const MailFields = ({ draft, onChange }: { draft: MailDraft; onChange: (draft: MailDraft) => void }) => {
  const { t } = useTranslation();
  const field = (key: keyof MailDraft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => onChange({ ...draft, [key]: event.target.value }),
  });
  return (
    <>
      <TextField
        label={t('mailFields.to')}
        helperText={t('mailFields.addressesHint')}
        {...field('to')}
        autoFocus
        required
      />
      <TextField label={t('mailFields.bcc')} {...field('bcc')} />
      <TextField label={t('mailFields.subject')} {...field('subject')} required />
      <TextField label={t('mailFields.message')} {...field('body')} multiline minRows={3} />
    </>
  );
};
