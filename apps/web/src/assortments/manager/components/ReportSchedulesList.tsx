import {
  Alert,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReportSchedule } from '@stride/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTimingText } from '../../../documents/ScheduleFields';
import { useFormatting } from '../../../i18n/use-formatting';
import { errorMessage } from '../../../shared/api/error-message';
import { queryKeys } from '../../../shared/api/query-keys';
import { prompts } from '../../../shared/dialogs/prompt-store';
import { toasts } from '../../../shared/toasts/toast-store';
import { deleteReportSchedule, sendReportNow, useReportSchedules } from '../api';

/** The person's scheduled reports on the reporting page: timing, next and last run; send now, delete. */
export const ReportSchedulesList = () => {
  const { t } = useTranslation();
  const format = useFormatting();
  const timingText = useTimingText();
  const queryClient = useQueryClient();
  const schedules = useReportSchedules();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.schedules() });
  const onError = (error: unknown) => toasts.show({ type: 'error', message: errorMessage(t, error) });
  const sendNow = useMutation({
    mutationFn: (schedule: ReportSchedule) => sendReportNow(schedule._id),
    onSuccess: (_, schedule) => {
      void refresh();
      const count = schedule.recipients.length + schedule.bccRecipients.length;
      toasts.show({ type: 'success', message: t('documents.list.sent', { count }) });
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (schedule: ReportSchedule) => deleteReportSchedule(schedule._id),
    onSuccess: () => {
      void refresh();
      toasts.show({ type: 'success', message: t('documents.scheduleDeleted') });
    },
    onError,
  });
  if (!schedules.data || schedules.data.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="report-schedules-title">
      <Typography id="report-schedules-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('assortmentManager.reporting.scheduledReports')}
      </Typography>
      {schedules.isError && <Alert severity="error">{errorMessage(t, schedules.error)}</Alert>}
      <Table size="small">
        <TableHead>
          <TableRow>
            {(['document', 'recipients', 'when', 'next', 'last', 'actions'] as const).map((column) => (
              <TableCell key={column}>{t(`documents.list.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {schedules.data.map((schedule) => (
            <TableRow key={schedule._id} aria-label={schedule.subject}>
              <TableCell>
                {schedule.subject}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t(
                    `assortmentManager.reporting.${schedule.reportRoute === 'assortment-export' ? 'assortmentExport' : 'userActivity'}`,
                  )}
                </Typography>
              </TableCell>
              <TableCell>{[...schedule.recipients, ...schedule.bccRecipients].join(', ')}</TableCell>
              <TableCell>{timingText(schedule.timing)}</TableCell>
              <TableCell>{format.dateTime(schedule.nextRunDate)}</TableCell>
              <TableCell>
                {schedule.lastRunDate ? format.dateTime(schedule.lastRunDate) : t('documents.list.never')}
                {schedule.lastError && (
                  <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                    {t('documents.list.failed', { message: schedule.lastError })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5}>
                  <Button size="small" disabled={sendNow.isPending} onClick={() => sendNow.mutate(schedule)}>
                    {t('documents.list.sendNow')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() =>
                      prompts.ask({
                        title: t('documents.list.delete'),
                        description: t('assortmentManager.reporting.deleteSchedule'),
                        labelYes: t('documents.list.delete'),
                        labelNo: t('actions.cancel'),
                        yes: () => remove.mutate(schedule),
                      })
                    }
                  >
                    {t('documents.list.delete')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
};
