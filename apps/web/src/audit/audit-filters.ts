import type { AuditAction, AuditFilters, UserSummary } from '@stride/domain';
import { type PickerDay, pickerDayParts } from '../shared/forms/picker-day';

/** The filter bar as the administrator set it: a person picked from the look-up, an action, an object id, a range of days. */
export type AuditFilterState = {
  person: UserSummary | null;
  action: AuditAction | '';
  objectId: string;
  from: PickerDay;
  to: PickerDay;
};

export const noAuditFilters: AuditFilterState = { person: null, action: '', objectId: '', from: '', to: '' };

/** The start of a day in the browser's time zone, `days` later, as an instant; undefined without a day. */
const startOfDay = (day: PickerDay, days = 0): string | undefined => {
  const parts = pickerDayParts(day);
  return parts ? new Date(parts.year, parts.month, parts.day + days).toISOString() : undefined;
};

/**
 * The API's filters: the days are the administrator's own, so the span runs from the start of the
 * first day to the start of the day after the last (excluded), in the browser's time zone.
 */
export const auditFiltersOf = (state: AuditFilterState): AuditFilters => {
  const objectId = state.objectId.trim();
  const filters: AuditFilters = {
    actorId: state.person?._id,
    action: state.action || undefined,
    objectId: objectId || undefined,
    from: startOfDay(state.from),
    to: startOfDay(state.to, 1),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
};
