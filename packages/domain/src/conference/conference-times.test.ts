import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conferenceInstant, conferenceLocalTime } from './conference-times.js';

describe('conference session times', () => {
  it('reads and writes wall-clock times of the Pacific time zone', () => {
    expect(conferenceInstant('2026-01-14T09:00')).toBe('2026-01-14T17:00:00.000Z');
    expect(conferenceInstant('2026-06-14T09:00')).toBe('2026-06-14T16:00:00.000Z');
    expect(conferenceLocalTime('2026-01-14T17:00:00.000Z')).toBe('2026-01-14T09:00');
    expect(conferenceInstant('14/01/2026 9:00')).toBeNull();
  });

  it('round-trips every whole minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2023, 0, 1) / 60_000, max: Date.UTC(2027, 0, 1) / 60_000 }), (minute) => {
        const iso = new Date(minute * 60_000).toISOString();
        const local = conferenceLocalTime(iso);
        // The hour daylight saving repeats in autumn reads as its first occurrence.
        expect(conferenceLocalTime(conferenceInstant(local)!)).toBe(local);
      }),
    );
  });
});
