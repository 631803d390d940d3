import type { Order } from '@stride/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../shared/api/api-client';
import { toasts } from '../shared/toasts/toast-store';

const RELOAD_FLAG = 'rd';

/** The page's address with the reload flag set, or without it. */
export const withReloadFlag = (href: string, on: boolean): string => {
  const url = new URL(href);
  if (on) url.searchParams.set(RELOAD_FLAG, '1');
  else url.searchParams.delete(RELOAD_FLAG);
  return url.toString();
};

/** A load the reload rule covers: an answer lacking type or status, or a failure that is not a refusal. */
export const isIncompleteLoad = (order: Partial<Pick<Order, 'type' | 'status'>> | undefined, error: unknown) => {
  if (error) return !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);
  return order !== undefined && (!order.type || !order.status);
};

/**
 * Spec part 1 §2, part 2 §8.3: a wholesale order load lacking type or status reloads the page
 * once, marked rd=1; failing again shows a persistent error toast with a refresh button.
 */
export const useReloadOnce = (
  incomplete: boolean,
  navigate: (href: string) => void = (href) => window.location.replace(href),
) => {
  const { t } = useTranslation();
  useEffect(() => {
    if (!incomplete) return;
    const href = window.location.href;
    if (new URL(href).searchParams.get(RELOAD_FLAG) !== '1') {
      navigate(withReloadFlag(href, true));
      return;
    }
    const id = toasts.show({
      type: 'error',
      message: t('wholesaleOrders.loadFailed'),
      persist: true,
      action: { label: t('wholesaleOrders.refresh'), run: () => navigate(withReloadFlag(href, false)) },
    });
    return () => toasts.close(id);
  }, [incomplete, navigate, t]);
};
