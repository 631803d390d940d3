import { formatGridDate, keyInitiativeLabelOf, modifiedSinceDate, type ProductFilterChip } from '@stride/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const presetKeys = new Set(['dueDate', 'firstAvailable', 'lastProduced']);

/** What a filter chip reads: the filter's name and its value in words. */
export const useChipLabel = () => {
  const { t } = useTranslation();
  return useCallback(
    (chip: ProductFilterChip): string => {
      const name = t(`productSearch.keys.${chip.key}`);
      return `${name}: ${chipValueLabel(chip, t)}`;
    },
    [t],
  );
};

const chipValueLabel = (chip: ProductFilterChip, t: (key: string, data?: Record<string, unknown>) => string) => {
  const { key, value } = chip;
  if (presetKeys.has(key)) return t(`productSearch.presets.${value}`);
  if (key === 'keyInitiative') return keyInitiativeLabelOf(value);
  if (key === 'lighted' || key === 'vegan') return t(value === 'true' ? 'productSearch.yes' : 'productSearch.no');
  if (key === 'modifiedDate__gtd') {
    const date = modifiedSinceDate(value);
    return date === null ? value : formatGridDate(date);
  }
  if (key === 'cost' || key === 'suggestedRetail') {
    const [from, to] = value.split('-');
    if (from && to) return `${from} – ${to}`;
    return from ? t('productSearch.price.atLeast', { value: from }) : t('productSearch.price.atMost', { value: to });
  }
  return value;
};
