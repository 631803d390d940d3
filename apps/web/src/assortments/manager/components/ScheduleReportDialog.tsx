import { Typography } from '@mui/material';
import type { ReportRequest, ReportRoute, ScheduleTiming } from '@stride/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScheduleFields } from '../../../documents';
import { errorMessage } from '../../../shared/api/error-message';
import { queryKeys } from '../../../shared/api/query-keys';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { isMailDraftReady, type MailDraft, MailFields, mailRequestOf } from '../../../shared/mail/MailFields';
import { toasts } from '../../../shared/toasts/toast-store';
import { createReportSchedule } from '../api';

/**
 * Mails the report as the form describes it on a schedule (part 1 §1 scheduled reports); a
 * period of dates becomes the span that just ended at each run.
 */
export const ScheduleReportDialog = ({
  route,
  report,
  onClose,
}: {
  route: ReportRoute;
  report: ReportRequest;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [timing, setTiming] = useState<ScheduleTiming>({ frequency: 'weekly', weekday: 1, dayOfMonth: 1, hour: 7 });
  const [draft, setDraft] = useState<MailDraft>({
    to: '',
    bcc: '',
    subject: t(`assortmentManager.reporting.${route === 'assortment-export' ? 'assortmentExport' : 'userActivity'}`),
    body: '',
  });
  const schedule = useMutation({
    mutationFn: () => createReportSchedule({ reportRoute: route, report, timing, ...mailRequestOf(draft) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reports.schedules() });
      toasts.show({ type: 'success', message: t('documents.scheduled') });
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={t('assortmentManager.reporting.scheduleTitle')}
      submitLabel={t('documents.schedule')}
      busy={schedule.isPending}
      error={schedule.error ? errorMessage(t, schedule.error) : null}
      canSubmit={isMailDraftReady(draft)}
      onSubmit={() => schedule.mutate()}
      onClose={onClose}
    >
      <ScheduleFields timing={timing} onChange={setTiming} />
      {report.period?.by === 'dates' && (
        <Typography variant="body2" color="text.secondary">
          {t(`assortmentManager.reporting.schedulePeriod.${timing.frequency}`)}
        </Typography>
      )}
      <MailFields draft={draft} onChange={setDraft} />
    </FormDialog>
  );
};
