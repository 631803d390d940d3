import type { SeasonName } from './season.js';

const codePrefix: Record<SeasonName, string> = { Spring: 'SP', Fall: 'FA' };

/** The season code products carry: SP26 for Spring 2026, FA25 for Fall 2025. */
export const seasonCode = (season: SeasonName, year: number): string =>
  `${codePrefix[season]}${String(year % 100).padStart(2, '0')}`;

export const parseSeasonCode = (code: string): { season: SeasonName; year: number } | null => {
  const match = /^(SP|FA)(\d{2})$/.exec(code);
  if (!match) return null;
  return { season: match[1] === 'SP' ? 'Spring' : 'Fall', year: 2000 + Number(match[2]) };
};
