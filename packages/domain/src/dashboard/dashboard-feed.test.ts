import { describe, expect, it } from 'vitest';
import { DASHBOARD_VISIT_GAP_MS, dashboardVisit, isNewSince } from './dashboard-feed.js';

const at = (minutes: number) => new Date(Date.UTC(2027, 0, 10, 9, 0) + minutes * 60_000);

describe('dashboard visits', () => {
  it('starts without a previous visit: nothing is marked new', () => {
    expect(dashboardVisit(null, at(0))).toEqual({ lastSeenAt: at(0), since: null });
    expect(isNewSince(at(5), null)).toBe(false);
  });

  it('keeps the visit (and what is new) while the person comes back within the gap', () => {
    const first = dashboardVisit({ lastSeenAt: at(0), since: at(-600) }, at(10));
    expect(first).toEqual({ lastSeenAt: at(10), since: at(-600) });
    expect(dashboardVisit(first, at(10 + DASHBOARD_VISIT_GAP_MS / 60_000 - 1)).since).toEqual(at(-600));
  });

  it('begins a new visit after the gap: new means since the last read of the visit before', () => {
    expect(dashboardVisit({ lastSeenAt: at(10), since: at(-600) }, at(120))).toEqual({
      lastSeenAt: at(120),
      since: at(10),
    });
    expect(isNewSince(at(11), at(10))).toBe(true);
    expect(isNewSince(at(10), at(10))).toBe(false);
    expect(isNewSince(null, at(10))).toBe(false);
  });
});
