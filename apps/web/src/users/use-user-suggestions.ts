import { DEBOUNCE_MS, type UserSummary } from '@stride/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../shared/hooks/use-debounced-value';
import { toasts } from '../shared/toasts/toast-store';
import { fetchUserSuggestions } from './api';

/** People whose name or e-mail holds the typed text; a failed look-up says 'Users fetch failed!'. */
export const useUserSuggestions = (typed: string) => {
  const { t } = useTranslation();
  const text = useDebouncedValue(typed.trim(), DEBOUNCE_MS.api);
  const [users, setUsers] = useState<UserSummary[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!text) {
      setUsers([]);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    fetchUserSuggestions(text, controller.signal)
      .then(setUsers)
      .catch(() => {
        if (controller.signal.aborted) return;
        setUsers([]);
        toasts.show({ type: 'error', message: t('assortmentManager.copy.usersFailed') });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [text, t]);
  return { users, loading };
};
