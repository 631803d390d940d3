import { Button, Stack, TableCell, Typography } from '@mui/material';
import type { ScheduleTiming } from '@stride/domain';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../i18n/use-formatting';
import { errorMessage } from '../shared/api/error-message';
import { prompts } from '../shared/dialogs/prompt-store';
import { toasts } from '../shared/toasts/toast-store';
import { useTimingText } from './ScheduleFields';

/** What every schedule of a list shows of its runs. */
type ScheduleRuns = {
  _id: string;
  recipients: string[];
  bccRecipients: string[];
  timing: ScheduleTiming;
  nextRunDate: string;
  lastRunDate: string | null;
  lastError: string | null;
};

/** When it goes out, next, and last (with why that run failed, if it did). */
export const ScheduleRunCells = ({ schedule }: { schedule: ScheduleRuns }) => {
  const { t } = useTranslation();
  const format = useFormatting();
  const timingText = useTimingText();
  return (
    <>
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
    </>
  );
};

/**
 * Send now ('Sent to n recipient(s)') and Delete after a confirmation ('Scheduled Deleted') of a
 * schedule list, the list asked again after each.
 */
export const useScheduleActions = (options: {
  queryKey: QueryKey;
  sendNow: (id: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  deleteQuestion: string;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const onError = (error: unknown) => toasts.show({ type: 'error', message: errorMessage(t, error) });
  const sendNow = useMutation({
    mutationFn: (schedule: ScheduleRuns) => options.sendNow(schedule._id),
    onSuccess: (_, schedule) => {
      void refresh();
      const count = schedule.recipients.length + schedule.bccRecipients.length;
      toasts.show({ type: 'success', message: t('documents.list.sent', { count }) });
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (schedule: ScheduleRuns) => options.remove(schedule._id),
    onSuccess: () => {
      void refresh();
      toasts.show({ type: 'success', message: t('documents.scheduleDeleted') });
    },
    onError,
  });
  const askDelete = (schedule: ScheduleRuns) =>
    prompts.ask({
      title: t('documents.list.delete'),
      description: options.deleteQuestion,
      labelYes: t('documents.list.delete'),
      labelNo: t('actions.cancel'),
      yes: () => remove.mutate(schedule),
    });

  return { sendNow: (schedule: ScheduleRuns) => sendNow.mutate(schedule), sending: sendNow.isPending, askDelete };
};

/** A schedule's actions: Send now, any of the list's own, Delete. */
export const ScheduleActionsCell = <Schedule extends ScheduleRuns>({
  schedule,
  actions,
  children,
}: {
  schedule: Schedule;
  actions: ReturnType<typeof useScheduleActions>;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <TableCell>
      <Stack direction="row" spacing={0.5}>
        <Button size="small" disabled={actions.sending} onClick={() => actions.sendNow(schedule)}>
          {t('documents.list.sendNow')}
        </Button>
        {children}
        <Button size="small" color="error" onClick={() => actions.askDelete(schedule)}>
          {t('documents.list.delete')}
        </Button>
      </Stack>
    </TableCell>
  );
};
