import { DEFAULT_TIMEZONE, datePartsInZone, type SeasonName, seasonCode, toDateNumber } from '@stride/domain';

const DAY_MS = 86_400_000;

export type SeasonRef = { season: SeasonName; year: number; code: string };

/** The season a date falls in: January to June is Spring, July to December is Fall. */
export const seasonOfMonth = (year: number, month: number): SeasonRef => {
  const season: SeasonName = month < 6 ? 'Spring' : 'Fall';
  return { season, year, code: seasonCode(season, year) };
};

export const nextSeason = ({ season, year }: SeasonRef): SeasonRef =>
  season === 'Spring' ? seasonOfMonth(year, 6) : seasonOfMonth(year + 1, 0);
export const previousSeason = ({ season, year }: SeasonRef): SeasonRef =>
  season === 'Fall' ? seasonOfMonth(year, 0) : seasonOfMonth(year - 1, 6);

/**
 * Day arithmetic around the demo's "today" (the calendar day in the default time zone), with
 * the date numbers of the spec. Offsets repeat a lot over a catalogue, so they are memoised.
 */
export const createCalendar = (now: number) => {
  const today = datePartsInZone(new Date(now), DEFAULT_TIMEZONE);
  const todayUtc = Date.UTC(today.year, today.month, today.day);
  const dateNumbers = new Map<number, number>();
  const seasons = new Map<number, SeasonRef>();

  const at = (offsetDays: number) => new Date(todayUtc + offsetDays * DAY_MS);

  /** The date number offsetDays from today. */
  const dateNumber = (offsetDays: number): number => {
    let value = dateNumbers.get(offsetDays);
    if (value === undefined) {
      const date = at(offsetDays);
      value = toDateNumber({ year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() });
      dateNumbers.set(offsetDays, value);
    }
    return value;
  };

  const seasonAt = (offsetDays: number): SeasonRef => {
    let value = seasons.get(offsetDays);
    if (value === undefined) {
      const date = at(offsetDays);
      value = seasonOfMonth(date.getUTCFullYear(), date.getUTCMonth());
      seasons.set(offsetDays, value);
    }
    return value;
  };

  /** An instant offsetDays from today at 08:00 UTC (the Modified Since filter works in days). */
  const isoAt = (offsetDays: number, minuteOfDay = 0): string =>
    new Date(todayUtc + offsetDays * DAY_MS + 8 * 3_600_000 + minuteOfDay * 60_000).toISOString();

  return { today, dateNumber, seasonAt, isoAt, currentSeason: seasonAt(0) };
};

export type Calendar = ReturnType<typeof createCalendar>;
