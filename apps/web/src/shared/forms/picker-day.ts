import { type DateParts, formatPickerDate, formatPickerRange, isValidDateNumber, toDateNumber } from '@stride/domain';

/**
 * A day as date pickers hand it over: YYYY-MM-DD, as the browser's date input writes it (and as
 * the screens already store it), or '' when none is chosen.
 */
export type PickerDay = string;

/** The day's parts, or null when it is empty or not a real day. */
export const pickerDayParts = (day: PickerDay): DateParts | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) };
  return isValidDateNumber(toDateNumber(parts)) ? parts : null;
};

/** How the field shows a day: MM/DD/YYYY (spec part 1 §5), empty without one. */
export const pickerDayText = (day: PickerDay): string => {
  const parts = pickerDayParts(day);
  return parts ? formatPickerDate(parts) : '';
};

/** How the field shows a range: both ends joined by a dash; an end not chosen yet stays blank. */
export const pickerRangeText = (from: PickerDay, to: PickerDay): string => {
  const start = pickerDayParts(from);
  const end = pickerDayParts(to);
  if (start && end) return formatPickerRange(start, end);
  if (!start && !end) return '';
  return `${start ? formatPickerDate(start) : ''} - ${end ? formatPickerDate(end) : ''}`.trim();
};
