import {
  type CurrencyFormat,
  formatDateTime,
  formatGridDate,
  formatMoney,
  formatPickerDate,
  formattingLocale,
} from '@stride/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** Formatting in the locale the route allows: en-US except on wholesale routes. */
export const useFormatting = () => {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const locale = formattingLocale(i18n.language, pathname);
  return useMemo(
    () => ({
      locale,
      pickerDate: formatPickerDate,
      gridDate: formatGridDate,
      dateTime: (iso: string) => formatDateTime(new Date(iso)),
      money: (value: number, format?: CurrencyFormat) => formatMoney(value, format, locale),
    }),
    [locale],
  );
};
