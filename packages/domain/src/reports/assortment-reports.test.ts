import { describe, expect, it } from 'vitest';
import { reportDateRange, reportRequestSchema } from './assortment-reports.js';

describe('report requests', () => {
  it('fills the defaults and strips what it does not know', () => {
    expect(reportRequestSchema.parse({ unknown: 1 })).toEqual({
      filters: { states: [] },
      options: { includeProducts: false, includeArchived: false, includeEvents: false },
      accounts: [],
      territories: [],
      keyInitiative: {},
    });
  });

  it('takes a period by seasons or by dates, refusing one that ends before it starts', () => {
    expect(
      reportRequestSchema.safeParse({ period: { by: 'seasons', seasons: [{ season: 'Fall', year: 2027 }] } }).success,
    ).toBe(true);
    expect(reportRequestSchema.safeParse({ period: { by: 'seasons', seasons: [] } }).success).toBe(false);
    expect(
      reportRequestSchema.safeParse({ period: { by: 'dates', from: '2026-11-02', to: '2026-11-01' } }).success,
    ).toBe(false);
    expect(
      reportRequestSchema.safeParse({ period: { by: 'dates', from: '2026-11-01', to: '2026-11-30' } }).success,
    ).toBe(true);
  });

  it('runs dates from 01:00:00 to 23:59:59 in the company time zone (part 1 §5)', () => {
    const { start, end } = reportDateRange({ from: '2026-11-01', to: '2026-11-30' });
    // 1 November is still daylight time in Los Angeles (UTC−7); 30 November is standard time (UTC−8).
    expect(start.toISOString()).toBe('2026-11-01T08:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-01T07:59:59.000Z');
  });
});
