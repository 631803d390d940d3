import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { Announcement } from '@stride/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../shared/browser/save-blob';
import { prompts } from '../shared/dialogs/prompt-store';
import { useSubmit } from '../shared/forms/use-submit';
import { toasts } from '../shared/toasts/toast-store';
import { AnnouncementForm, fieldsOf } from './AnnouncementForm';
import { fetchAnnouncementPdf, useAnnouncementList, useAnnouncementMutations } from './api';

const NEW = 'new';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The announcement to edit; without it the editor picks one of the list or writes a new one. */
  announcement?: Announcement;
};

/** The edit-announcement dialog of the advertising manage grids (spec part 1 §2); each opening starts afresh. */
export const EditAnnouncementDialog = ({ open, onClose, announcement }: Props) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <AnnouncementEditor titleId={titleId} onClose={onClose} announcement={announcement} />
    </Dialog>
  );
};

const AnnouncementEditor = ({ titleId, onClose, announcement }: Omit<Props, 'open'> & { titleId: string }) => {
  const { t, i18n } = useTranslation();
  const list = useAnnouncementList(!announcement);
  const [chosenId, setChosenId] = useState<string>(NEW);
  const current = announcement ?? list.data?.find((candidate) => candidate._id === chosenId);
  const [fields, setFields] = useState(() => fieldsOf(announcement));
  const { save, remove } = useAnnouncementMutations();
  const submit = useSubmit(async (action: () => Promise<unknown>) => action());

  const choose = (id: string) => {
    setChosenId(id);
    setFields(fieldsOf(list.data?.find((candidate) => candidate._id === id)));
    submit.clearError();
  };
  const close = () => {
    submit.clearError();
    onClose();
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const link = fields.link.trim();
    const done = await submit.submit(() =>
      save.mutateAsync({ _id: current?._id, fields: { ...fields, link: link === '' ? null : link } }),
    );
    if (done === undefined) return;
    toasts.show({ type: 'success', message: t('announcements.saved') });
    close();
  };

  const onDelete = () => {
    if (!current) return;
    prompts.ask({
      title: t('announcements.deleteTitle'),
      description: t('announcements.deleteQuestion', { title: current.title }),
      labelYes: t('announcements.delete'),
      labelNo: t('actions.cancel'),
      yes: async () => {
        const done = await submit.submit(() => remove.mutateAsync(current._id));
        if (done === undefined) return;
        toasts.show({ type: 'success', message: t('announcements.deleted') });
        close();
      },
    });
  };

  const onDownloadPdf = async () => {
    if (!current) return;
    const pdf = await submit.submit(() => fetchAnnouncementPdf(current._id, i18n.language));
    if (pdf instanceof Blob) saveBlob(pdf, `${current.title.replace(/[^\p{L}\p{N}]+/gu, '_') || 'announcement'}.pdf`);
  };

  return (
    <form onSubmit={onSave} noValidate>
      <DialogTitle id={titleId}>{t('announcements.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {submit.error && <Alert severity="error">{submit.error.message}</Alert>}
          {!announcement && (
            <TextField
              select
              label={t('announcements.choose')}
              value={chosenId}
              onChange={(event) => choose(event.target.value)}
            >
              <MenuItem value={NEW}>{t('announcements.new')}</MenuItem>
              {list.data?.map((candidate) => (
                <MenuItem key={candidate._id} value={candidate._id}>
                  {`${candidate.title} (${t(candidate.published ? 'announcements.published' : 'announcements.unpublished')})`}
                </MenuItem>
              ))}
            </TextField>
          )}
          <AnnouncementForm fields={fields} onChange={setFields} invalidField={submit.error?.field} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {current && (
          <>
            <Button color="error" onClick={onDelete} disabled={submit.busy}>
              {t('announcements.delete')}
            </Button>
            <Button onClick={onDownloadPdf} disabled={submit.busy}>
              {t('announcements.downloadPdf')}
            </Button>
          </>
        )}
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button onClick={close}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submit.busy || fields.title.trim() === ''}>
            {t('actions.save')}
          </Button>
        </Stack>
      </DialogActions>
    </form>
  );
};
