import { formatPercent } from '@stride/domain';
import { useMemo } from 'react';
import { useFormatting } from '../../i18n/use-formatting';

/** The app's formatting plus counts and percentages, in the route's formatting locale. */
export const useDetailFormatting = () => {
  const format = useFormatting();
  return useMemo(() => {
    const counts = new Intl.NumberFormat(format.locale);
    return {
      ...format,
      count: (value: number) => counts.format(value),
      percent: (value: number) => formatPercent(value, format.locale),
    };
  }, [format]);
};

export type DetailFormatting = ReturnType<typeof useDetailFormatting>;
