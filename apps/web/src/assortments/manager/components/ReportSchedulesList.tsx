import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScheduleActionsCell, ScheduleRunCells, useScheduleActions } from '../../../documents';
import { queryKeys } from '../../../shared/api/query-keys';
import { deleteReportSchedule, sendReportNow, useReportSchedules } from '../api';

/** The person's scheduled reports on the reporting page: timing, next and last run; send now, delete. */
export const ReportSchedulesList = () => {
  const { t } = useTranslation();
  const schedules = useReportSchedules();
  const actions = useScheduleActions({
    queryKey: queryKeys.reports.schedules(),
    sendNow: sendReportNow,
    remove: deleteReportSchedule,
    deleteQuestion: t('assortmentManager.reporting.deleteSchedule'),
  });
  if (!schedules.data || schedules.data.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="report-schedules-title">
      <Typography id="report-schedules-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('assortmentManager.reporting.scheduledReports')}
      </Typography>
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
              <ScheduleRunCells schedule={schedule} />
              <ScheduleActionsCell schedule={schedule} actions={actions} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
};
