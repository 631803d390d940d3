import { DEFAULT_TIMEZONE } from '../constants/regional.js';
import { zonedInstant, zonedParts } from '../formatting/zoned-time.js';

/** Session times are shown and typed as wall-clock times of the portal's time zone. */
export const CONFERENCE_TIMEZONE = DEFAULT_TIMEZONE;

const two = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input's value (YYYY-MM-DDTHH:mm) in the conference time zone. */
export const conferenceLocalTime = (iso: string): string => {
  const p = zonedParts(new Date(iso), CONFERENCE_TIMEZONE);
  return `${p.year}-${two(p.month + 1)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
};

/** A `datetime-local` value read in the conference time zone, as an ISO instant; null when malformed. */
export const conferenceInstant = (local: string): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return zonedInstant({ year, month: month - 1, day }, { hour, minute }, CONFERENCE_TIMEZONE).toISOString();
};
