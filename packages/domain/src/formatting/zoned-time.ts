import type { DateParts } from './date-number.js';
import { dateTimeFormat } from './intl-cache.js';

/** The wall-clock date and time of an instant in a time zone (month from 0). */
export const zonedParts = (instant: Date, timeZone: string) => {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: read('year'),
    month: read('month') - 1,
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  };
};

/**
 * The instant a wall-clock time of a day has in a time zone. A time that daylight saving skips
 * (02:30 on the spring-forward day) lands an hour later, as clocks show it.
 */
export const zonedInstant = (
  date: DateParts,
  time: { hour: number; minute?: number; second?: number },
  timeZone: string,
): Date => {
  const wall = Date.UTC(date.year, date.month, date.day, time.hour, time.minute ?? 0, time.second ?? 0);
  const offsetAt = (instant: number) => {
    const parts = zonedParts(new Date(instant), timeZone);
    return Date.UTC(parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second) - instant;
  };
  return new Date(wall - offsetAt(wall - offsetAt(wall)));
};
