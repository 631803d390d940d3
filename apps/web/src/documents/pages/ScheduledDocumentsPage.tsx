import { Alert, Button, CircularProgress, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { type DocumentSchedule, documentText, isUiLanguage } from '@stride/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ManagerFrame } from '../../manager-frame';
import { errorMessage } from '../../shared/api/error-message';
import { queryKeys } from '../../shared/api/query-keys';
import { FormDialog } from '../../shared/dialogs/FormDialog';
import { isMailDraftReady, type MailDraft, MailFields, mailRequestOf } from '../../shared/mail/MailFields';
import { assortmentPath } from '../../shared/routing/assortment-paths';
import { toasts } from '../../shared/toasts/toast-store';
import { deleteDocumentSchedule, sendScheduledDocumentNow, updateDocumentSchedule, useDocumentSchedules } from '../api';
import { ScheduleFields } from '../ScheduleFields';
import { ScheduleActionsCell, ScheduleRunCells, useScheduleActions } from '../ScheduleRows';

/** Changes a schedule's timing and mail ('Scheduled Updated'). */
const EditScheduleDialog = ({ schedule, onClose }: { schedule: DocumentSchedule; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [timing, setTiming] = useState(schedule.timing);
  const [draft, setDraft] = useState<MailDraft>({
    to: schedule.recipients.join(', '),
    bcc: schedule.bccRecipients.join(', '),
    subject: schedule.subject,
    body: schedule.body ?? '',
  });
  const save = useMutation({
    mutationFn: () => updateDocumentSchedule(schedule._id, { ...mailRequestOf(draft), timing }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents.schedules() });
      toasts.show({ type: 'success', message: t('documents.scheduleUpdated') });
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={t('documents.list.editTitle')}
      submitLabel={t('documents.list.save')}
      busy={save.isPending}
      error={save.error ? errorMessage(t, save.error) : null}
      canSubmit={isMailDraftReady(draft)}
      onSubmit={() => save.mutate()}
      onClose={onClose}
    >
      <ScheduleFields timing={timing} onChange={setTiming} />
      <MailFields draft={draft} onChange={setDraft} />
    </FormDialog>
  );
};

/**
 * /product/assortments/scheduled (part 1 §2, the manager's 'scheduled' tab): the person's
 * document schedules with their timing, next and last run; send now, edit, delete.
 */
const ScheduledDocumentsPage = () => {
  const { t, i18n } = useTranslation();
  const schedules = useDocumentSchedules();
  const [editing, setEditing] = useState<DocumentSchedule | null>(null);
  const words = documentText[isUiLanguage(i18n.language) ? i18n.language : 'en-US'].words;
  const actions = useScheduleActions({
    queryKey: queryKeys.documents.schedules(),
    sendNow: sendScheduledDocumentNow,
    remove: deleteDocumentSchedule,
    deleteQuestion: t('documents.list.deleteConfirm'),
  });

  return (
    <ManagerFrame tab="scheduled">
      {schedules.isPending && <CircularProgress sx={{ alignSelf: 'center' }} aria-label={t('grid.loading')} />}
      {schedules.isError && <Alert severity="error">{errorMessage(t, schedules.error)}</Alert>}
      {schedules.data?.length === 0 && <Alert severity="info">{t('documents.list.empty')}</Alert>}
      {schedules.data && schedules.data.length > 0 && (
        <Table size="small" aria-label={t('assortmentManager.views.scheduled')}>
          <TableHead>
            <TableRow>
              {(['assortment', 'document', 'recipients', 'when', 'next', 'last', 'actions'] as const).map((column) => (
                <TableCell key={column}>{t(`documents.list.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {schedules.data.map((schedule) => (
              <TableRow key={schedule._id}>
                <TableCell>
                  <Link component={RouterLink} to={assortmentPath(schedule.assortment)}>
                    {schedule.assortmentTitle}
                  </Link>
                </TableCell>
                <TableCell>
                  {`${words.kinds[schedule.documentType.name]} ${words.subTypes[schedule.documentType.subType as keyof typeof words.subTypes]} (${schedule.format})`}
                </TableCell>
                <TableCell>{[...schedule.recipients, ...schedule.bccRecipients].join(', ')}</TableCell>
                <ScheduleRunCells schedule={schedule} />
                <ScheduleActionsCell schedule={schedule} actions={actions}>
                  <Button size="small" onClick={() => setEditing(schedule)}>
                    {t('documents.list.edit')}
                  </Button>
                </ScheduleActionsCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && <EditScheduleDialog schedule={editing} onClose={() => setEditing(null)} />}
    </ManagerFrame>
  );
};

export default ScheduledDocumentsPage;
