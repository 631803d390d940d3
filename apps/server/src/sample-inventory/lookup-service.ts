import {
  checkSampleRows,
  SAMPLE_AUTOCOMPLETE_LIMIT,
  type SampleLibrary,
  type SampleValidateAnswer,
  type SampleValues,
  type sampleAutocompleteProperties,
  sampleKey,
  toStyleColorId,
} from '@stride/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../platform/db/database.js';
import { createSamplesRepository } from './repository.js';
import { samples } from './tables.js';

type AutocompleteProperty = (typeof sampleAutocompleteProperties)[number];
const autocompleteColumns: Record<AutocompleteProperty, AnyPgColumn> = {
  division: samples.division,
  style: samples.style,
  color: samples.color,
  status: samples.status,
  size: samples.size,
  bin: samples.bin,
  moldNum: samples.moldNum,
  gender: samples.gender,
  region: samples.region,
  aisle: samples.aisle,
  direction: samples.direction,
  level: samples.level,
  shelf: samples.shelf,
};

const text = (value: SampleValues[string]) => String(value ?? '').trim();

/** The import grid's checks against the database, and the grid's autocomplete. */
export const createSampleLookupService = (deps: { db: Database }) => {
  const repository = createSamplesRepository(deps.db);
  return {
    /** POST /sampleInventory/validate/{library}: each row's checks; the overall state is the worst one. */
    validate: async (
      library: SampleLibrary,
      rows: readonly { rowNumber?: number | null; values: SampleValues }[],
    ): Promise<SampleValidateAnswer> => {
      const findings = checkSampleRows(library, rows, {
        knownStyleColors: await repository.knownStyleColors(
          rows.map((row) => toStyleColorId(text(row.values.style), text(row.values.color))),
        ),
        existingKeys: await repository.existingKeys(
          library,
          rows.map((row) => sampleKey(library, row.values)),
          [],
        ),
        moldOwners: await repository.moldOwners(
          library,
          rows.flatMap((row) => (text(row.values.moldNum) ? [text(row.values.moldNum)] : [])),
          [],
        ),
      });
      const data = rows.map((row, index) => ({ rowNumber: row.rowNumber ?? null, checks: findings.get(index) ?? [] }));
      const severities = new Set(data.flatMap((row) => row.checks.map((check) => check.severity)));
      const status = severities.has('critical') ? 'critical' : severities.has('warning') ? 'warning' : 'passed';
      return { status, data };
    },

    autocomplete: (library: SampleLibrary, property: AutocompleteProperty, value: string) =>
      repository.autocomplete(library, autocompleteColumns[property], value, SAMPLE_AUTOCOMPLETE_LIMIT),
  };
};

export type SampleLookupService = ReturnType<typeof createSampleLookupService>;
