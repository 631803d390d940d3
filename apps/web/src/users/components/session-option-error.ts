import { type SessionOptions, userAccessFieldsSchema } from '@stride/domain';
import type { TFunction } from 'i18next';

const limits = userAccessFieldsSchema.shape.sessionOptions.shape;

/**
 * Why a session option as typed (in milliseconds) cannot be saved, by the limits the server checks,
 * or null: shown at the field, where a toast after Save would not say which field is wrong.
 */
export const sessionOptionError = (t: TFunction, key: keyof SessionOptions, ms: number | undefined) => {
  if (ms === undefined || limits[key].safeParse(ms).success) return null;
  const { minValue, maxValue } = limits[key].unwrap();
  return t('users.sessionRange', { min: (minValue ?? 0) / 1000, max: (maxValue ?? 0) / 1000 });
};
