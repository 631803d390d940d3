import {
  checkSampleRows,
  SAMPLE_AUTOCOMPLETE_LIMIT,
  type SampleLibrary,
  type SampleValidateAnswer,
  type SampleValues,
  type sampleAutocompleteProperties,
  sampleChanges,
  sampleKey,
  toStyleColorId,
} from '@stride/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../platform/db/database.js';
import { presentSample } from './presenter.js';
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
    /**
     * POST /sampleInventory/validate/{library}: each row's checks; the overall state is the worst
     * one. A row with the key of a sample the library holds names that sample and what the row
     * would change on it (the "match modified items" dialog).
     */
    validate: async (
      library: SampleLibrary,
      rows: readonly { rowNumber?: number | null; values: SampleValues }[],
    ): Promise<SampleValidateAnswer> => {
      const keys = rows.map((row) => sampleKey(library, row.values));
      const existing = await repository.byKeys(library, keys);
      const findings = checkSampleRows(library, rows, {
        knownStyleColors: await repository.knownStyleColors(
          rows.map((row) => toStyleColorId(text(row.values.style), text(row.values.color))),
        ),
        existingKeys: new Set(existing.keys()),
        moldOwners: await repository.moldOwners(
          library,
          rows.flatMap((row) => (text(row.values.moldNum) ? [text(row.values.moldNum)] : [])),
          [],
        ),
      });
      const data = rows.map((row, index) => {
        const sample = existing.get(keys[index]!);
        const changes = sample ? sampleChanges(library, presentSample(sample), row.values) : [];
        return {
          rowNumber: row.rowNumber ?? null,
          checks: findings.get(index) ?? [],
          ...(sample && changes.length > 0 ? { match: { _id: sample.id, changes } } : {}),
        };
      });
      const severities = new Set(data.flatMap((row) => row.checks.map((check) => check.severity)));
      const status = severities.has('critical') ? 'critical' : severities.has('warning') ? 'warning' : 'passed';
      return { status, data };
    },

    autocomplete: (library: SampleLibrary, property: AutocompleteProperty, value: string) =>
      repository.autocomplete(library, autocompleteColumns[property], value, SAMPLE_AUTOCOMPLETE_LIMIT),
  };
};

export type SampleLookupService = ReturnType<typeof createSampleLookupService>;
