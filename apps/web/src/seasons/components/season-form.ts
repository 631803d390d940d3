import {
  type CreateSeasonRequest,
  createSeasonRequestSchema,
  duplicateShortNames,
  type SeasonAnswer,
  type SeasonChannel,
  type SeasonName,
  type SeasonSetInput,
  type SeasonStatus,
} from '@stride/domain';

export type SeasonSetRow = SeasonSetInput & { key: string };
export type SeasonForm = {
  season: SeasonName;
  year: string;
  channel: SeasonChannel;
  status: SeasonStatus;
  seasonSets: SeasonSetRow[];
};

let rowKey = 0;
export const newSetRow = (): SeasonSetRow => ({
  key: `new-${++rowKey}`,
  shortName: '',
  region: 'Domestic',
  orgType: 'internal',
  method: 'static',
  productType: 'Footwear',
});

export const emptySeasonForm = (channel: SeasonChannel, year: number): SeasonForm => ({
  season: 'Spring',
  year: String(year),
  channel,
  status: 'Preparation',
  seasonSets: [newSetRow()],
});

export const seasonFormOf = (season: SeasonAnswer): SeasonForm => ({
  season: season.season,
  year: String(season.year),
  channel: season.channel,
  status: season.status,
  seasonSets: season.seasonSets.map((set) => ({ ...set, key: set.id })),
});

/** What the form sends: the sets without their row keys, the year as a number. */
export const seasonRequestOf = (form: SeasonForm): CreateSeasonRequest => ({
  season: form.season,
  year: Number(form.year),
  channel: form.channel,
  status: form.status,
  seasonSets: form.seasonSets.map(({ key: _key, ...set }) => set),
});

/** i18n keys of what is wrong, by place: the year, the set list, and each set's short name. */
export type SeasonFormProblems = { year?: string; sets?: string; shortNames: Record<number, string> };

/** The domain's request rules, said where the user can fix them (the server checks the same schema). */
export const seasonFormProblems = (form: SeasonForm): SeasonFormProblems | null => {
  const problems: SeasonFormProblems = { shortNames: {} };
  const year = Number(form.year);
  if (!/^\d{4}$/.test(form.year.trim()) || year < 2000 || year > 2100) problems.year = 'seasons.dialog.yearInvalid';
  if (form.seasonSets.length === 0) problems.sets = 'seasons.dialog.setsRequired';
  const twice = new Set(duplicateShortNames(form.seasonSets).map((name) => name.toLowerCase()));
  form.seasonSets.forEach((set, index) => {
    const name = set.shortName.trim();
    if (!name) problems.shortNames[index] = 'seasons.dialog.shortNameRequired';
    else if (name.length > 40) problems.shortNames[index] = 'seasons.dialog.shortNameTooLong';
    else if (twice.has(name.toLowerCase())) problems.shortNames[index] = 'seasons.dialog.shortNameTwice';
  });
  const found = problems.year || problems.sets || Object.keys(problems.shortNames).length > 0;
  if (found) return problems;
  // Anything else the schema refuses is a form this dialog cannot produce.
  return createSeasonRequestSchema.safeParse(seasonRequestOf(form)).success
    ? null
    : { sets: 'seasons.dialog.invalid', shortNames: {} };
};
