import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextScheduleRun, type ScheduleTiming, scheduledDocumentPagePath } from './document-schedules.js';

const LA = 'America/Los_Angeles';
const timing = (value: Partial<ScheduleTiming>): ScheduleTiming => ({
  frequency: 'daily',
  weekday: 1,
  dayOfMonth: 1,
  hour: 7,
  ...value,
});
/** Wall-clock time of an instant in Los Angeles, as "YYYY-MM-DD HH:mm Www". */
const inLosAngeles = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: LA,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
  })
    .format(instant)
    .replaceAll(',', '');

describe('next run of a document schedule', () => {
  it('runs daily at the hour in the company time zone, later the same day or the next', () => {
    const morning = new Date('2026-11-25T14:00:00Z'); // 06:00 in Los Angeles
    expect(nextScheduleRun(timing({ hour: 7 }), morning).toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(nextScheduleRun(timing({ hour: 6 }), morning).toISOString()).toBe('2026-11-26T14:00:00.000Z');
  });

  it('runs weekly on the weekday and monthly on the day', () => {
    const wednesday = new Date('2026-11-25T20:00:00Z');
    expect(inLosAngeles(nextScheduleRun(timing({ frequency: 'weekly', weekday: 1, hour: 8 }), wednesday))).toBe(
      'Mon 2026-11-30 08:00',
    );
    expect(inLosAngeles(nextScheduleRun(timing({ frequency: 'monthly', dayOfMonth: 25, hour: 9 }), wednesday))).toBe(
      'Fri 2026-12-25 09:00',
    );
  });

  it('keeps the wall-clock hour across daylight saving time', () => {
    // 2027-03-14 is the spring change in Los Angeles: from that day 07:00 is 14:00Z, not 15:00Z.
    const before = nextScheduleRun(timing({ hour: 7 }), new Date('2027-03-13T16:00:00Z'));
    expect(before.toISOString()).toBe('2027-03-14T14:00:00.000Z');
    expect(inLosAngeles(before)).toBe('Sun 2027-03-14 07:00');
    expect(inLosAngeles(nextScheduleRun(timing({ hour: 7 }), before))).toBe('Mon 2027-03-15 07:00');
  });

  it('is always later than the instant given, at the hour, on a day the timing names (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('daily', 'weekly', 'monthly' as const),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }),
        (after, frequency, weekday, dayOfMonth, hour) => {
          const next = nextScheduleRun({ frequency, weekday, dayOfMonth, hour }, after, LA);
          const [day, date, time] = inLosAngeles(next).split(' ');
          const limit = frequency === 'monthly' ? 31 : frequency === 'weekly' ? 7 : 1;
          expect(next.getTime()).toBeGreaterThan(after.getTime());
          expect(next.getTime() - after.getTime()).toBeLessThanOrEqual((limit + 1) * 86_400_000);
          // 02:00 does not exist on the spring-forward day; that run is at 03:00.
          if (hour !== 2) expect(time).toBe(`${String(hour).padStart(2, '0')}:00`);
          if (frequency === 'weekly') expect(day).toBe(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][weekday]);
          if (frequency === 'monthly') expect(Number(date?.slice(8))).toBe(dayOfMonth);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('builds the scheduled page path of part 1 §2', () => {
    expect(scheduledDocumentPagePath('pdf', 'abc', 1795600000000, 'Key styles.pdf')).toBe(
      '/file/scheduled/pdf/document/abc/1795600000000/Key%20styles.pdf',
    );
  });
});
