import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorField, errorMessage } from '../api/error-message';

/** Submitting state for a form: busy flag, the translated error and the field it names. */
export const useSubmit = <Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field: string | undefined } | null>(null);
  const submit = async (...args: Args): Promise<Result | undefined> => {
    setBusy(true);
    setError(null);
    try {
      return await action(...args);
    } catch (caught) {
      setError({ message: errorMessage(t, caught), field: errorField(caught) });
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit, clearError: () => setError(null) };
};
