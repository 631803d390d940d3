// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickerDayParts, pickerDayText, pickerRangeText } from './picker-day';

describe('picker days (spec part 1 §5: MM/DD/YYYY, ranges joined by a dash)', () => {
  it.each([
    ['2026-10-01', '10/01/2026'],
    ['1999-12-31', '12/31/1999'],
    ['', ''],
    ['2026-02-30', ''],
    ['10/01/2026', ''],
  ])('shows %j as %j', (day, text) => expect(pickerDayText(day)).toBe(text));

  it('reads the parts of a real day only', () => {
    expect(pickerDayParts('2024-02-29')).toEqual({ year: 2024, month: 1, day: 29 });
    expect(pickerDayParts('2023-02-29')).toBeNull();
  });

  it('joins a range with a dash, leaving an end not chosen blank', () => {
    expect(pickerRangeText('2026-10-01', '2026-10-31')).toBe('10/01/2026 - 10/31/2026');
    expect(pickerRangeText('2026-10-01', '')).toBe('10/01/2026 -');
    expect(pickerRangeText('', '2026-10-31')).toBe('- 10/31/2026');
    expect(pickerRangeText('', '')).toBe('');
  });
});
