import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import type { Announcement } from '@stride/domain';
import { useTranslation } from 'react-i18next';

export type AnnouncementFields = { title: string; body: string; link: string; published: boolean };

export const fieldsOf = (announcement: Announcement | undefined): AnnouncementFields => ({
  title: announcement?.title ?? '',
  body: announcement?.body ?? '',
  link: announcement?.link ?? '',
  published: announcement?.published ?? false,
});

type Props = {
  fields: AnnouncementFields;
  onChange: (fields: AnnouncementFields) => void;
  /** The field the server refused, if any. */
  invalidField?: string;
};

/** Title, body, link and published of one announcement. */
export const AnnouncementForm = ({ fields, onChange, invalidField }: Props) => {
  const { t } = useTranslation();
  const set = (patch: Partial<AnnouncementFields>) => onChange({ ...fields, ...patch });
  return (
    <Stack spacing={2}>
      <TextField
        label={t('announcements.fields.title')}
        value={fields.title}
        onChange={(event) => set({ title: event.target.value })}
        required
        autoFocus
        error={invalidField === 'title'}
      />
      <TextField
        label={t('announcements.fields.body')}
        value={fields.body}
        onChange={(event) => set({ body: event.target.value })}
        multiline
        minRows={4}
        error={invalidField === 'body'}
      />
      <TextField
        label={t('announcements.fields.link')}
        value={fields.link}
        onChange={(event) => set({ link: event.target.value })}
        helperText={t('announcements.linkHelp')}
        error={invalidField === 'link'}
      />
      <FormControlLabel
        control={<Switch checked={fields.published} onChange={(event) => set({ published: event.target.checked })} />}
        label={t('announcements.fields.published')}
      />
    </Stack>
  );
};
