import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationBatch,
  type NotificationChange,
  type NotificationPage,
  type UiLanguage,
} from '@stride/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../shared/api/api-client';
import { errorMessage } from '../shared/api/error-message';
import { queryKeys } from '../shared/api/query-keys';
import { toasts } from '../shared/toasts/toast-store';

/** The drawer asks again every minute: notifications are not urgent, and this costs one light query. */
const NOTIFICATIONS_POLL_MS = 60_000;

const queryPath = (userCode: string | null) =>
  `notifications/orders/query${userCode ? `/${encodeURIComponent(userCode)}` : ''}`;

/**
 * POST /api/notifications/orders/query[/{userCode}]: the newest `limit` notifications and the
 * unread count, polled. With `reportErrors`, a failure says 'Cannot load …' with the path (spec
 * part 2 §8.3) once, not again at each poll until the list loads again.
 */
export const useNotifications = (userCode: string | null, limit = NOTIFICATIONS_PAGE_SIZE, reportErrors = true) => {
  const { t, i18n } = useTranslation();
  const path = queryPath(userCode);
  const page = useQuery({
    queryKey: queryKeys.notifications.page(userCode, limit),
    queryFn: ({ signal }) =>
      api.post<NotificationPage>(path, { limit, language: i18n.language as UiLanguage }, { signal }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    placeholderData: keepPreviousData,
  });
  // A refetch after a failure starts from 'pending' again (no data yet): remember what was said.
  const reported = useRef(false);
  const failed = page.isError && reportErrors;
  // biome-ignore lint/correctness/useExhaustiveDependencies: said when the list starts failing, not at every failed poll
  useEffect(() => {
    if (page.isSuccess) reported.current = false;
    if (!failed || reported.current) return;
    reported.current = true;
    toasts.show({
      type: 'error',
      message: t('orderNotifications.loadFailed', { path: `/api/${path}`, message: errorMessage(t, page.error) }),
    });
  }, [failed, page.isSuccess, path]);
  return page;
};

/** Mark all read, and the batch (read, unread, delete); each reads the list again. */
export const useNotificationWrites = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  const failed = (error: unknown) =>
    toasts.show({ type: 'error', message: t('orderNotifications.changeFailed', { message: errorMessage(t, error) }) });
  const markAllRead = useMutation({
    mutationFn: () => api.post<NotificationChange>('notifications/orders/setStateAll/Read'),
    onSuccess: refresh,
    onError: failed,
  });
  const batch = useMutation({
    mutationFn: (request: NotificationBatch) =>
      api.post<NotificationChange>('notifications/orders/batch/many', request),
    onSuccess: refresh,
    onError: failed,
  });
  return { markAllRead, batch };
};
