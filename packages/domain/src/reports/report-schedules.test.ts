import { describe, expect, it } from 'vitest';
import { scheduledReportPeriod } from './report-schedules.js';

// 07:00 in Los Angeles on Wednesday 11 March 2026 (PDT, UTC−7).
const runAt = new Date('2026-03-11T14:00:00Z');
const dates = { by: 'dates' as const, from: '2025-01-01', to: '2025-01-31' };

describe('the period of a scheduled report', () => {
  it.each([
    ['daily', '2026-03-10', '2026-03-10'],
    ['weekly', '2026-03-04', '2026-03-10'],
    ['monthly', '2026-02-11', '2026-03-10'],
  ] as const)('a %s run reports on the span that just ended, %s to %s', (frequency, from, to) => {
    expect(scheduledReportPeriod(dates, { frequency }, runAt)).toEqual({ by: 'dates', from, to });
  });

  it('takes the day in the company time zone: 01:00 UTC is still the evening before in Los Angeles', () => {
    expect(scheduledReportPeriod(dates, { frequency: 'daily' }, new Date('2026-03-11T01:00:00Z'))).toEqual({
      by: 'dates',
      from: '2026-03-09',
      to: '2026-03-09',
    });
  });

  it('keeps a period of seasons, and no period, as asked', () => {
    const seasons = { by: 'seasons' as const, seasons: [{ season: 'Fall' as const, year: 2026 }] };
    expect(scheduledReportPeriod(seasons, { frequency: 'weekly' }, runAt)).toBe(seasons);
    expect(scheduledReportPeriod(undefined, { frequency: 'weekly' }, runAt)).toBeUndefined();
  });
});
