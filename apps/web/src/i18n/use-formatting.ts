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
import { reportDeveloperError } from '../shared/telemetry/developer-errors';

/** Money in a location's currency: a location without its symbol or decimals is a configuration error (spec part 2 §8.8). */
const checkCurrencyLocation = ({ currencySymbol, decimalPlaces }: CurrencyFormat) => {
  if (currencySymbol == null || decimalPlaces == null)
    reportDeveloperError('A currency location lacks currencySymbol or decimalPlaces', {
      currencySymbol,
      decimalPlaces,
    });
};

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
      money: (value: number, format?: CurrencyFormat) => {
        if (format) checkCurrencyLocation(format);
        return formatMoney(value, format, locale);
      },
    }),
    [locale],
  );
};
