import {
  checkSampleRows,
  fullName,
  type SampleFields,
  type SampleLibrary,
  type SampleValues,
  sampleFieldsOf,
  sampleKey,
  type User,
} from '@stride/domain';
import { invalidInput } from '../platform/errors.js';
import type { SamplesRepository } from './repository.js';
import type { NewSampleRow, SampleRow } from './tables.js';

const allFields = [...new Set([...sampleFieldsOf('Production'), ...sampleFieldsOf('Sales')])];

const isEmpty = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** The filled fields of a sample, as the import checks read them. */
const valuesOf = (fields: SampleFields | SampleRow): SampleValues => {
  const values: SampleValues = {};
  for (const field of allFields) {
    const value = (fields as Record<string, string | number | null | undefined>)[field];
    if (!isEmpty(value)) values[field] = value ?? null;
  }
  return values;
};

/** A sample's stored columns: every field (blank ones null), onHandQty = totalQty, its duplicate key. */
export const storedFields = (library: SampleLibrary, fields: SampleFields) => {
  const row: Record<string, string | number | null> = {};
  for (const field of allFields) {
    const value = (fields as Record<string, string | number | null | undefined>)[field];
    row[field] = isEmpty(value) ? null : (value ?? null);
  }
  return {
    ...(row as Omit<NewSampleRow, 'library' | 'sampleKey' | 'searchText'>),
    library,
    onHandQty: (row.totalQty as number | null) ?? null,
    sampleKey: sampleKey(library, valuesOf(fields)),
    searchText: [row.style, row.color, row.bin, row.moldNum].filter((value) => value !== null).join(' '),
  };
};

/** A stored sample's fields, as a write starts from them. */
export const fieldsOfRow = (row: SampleRow): SampleFields => {
  const fields: Record<string, string | number | null> = {};
  for (const field of allFields) fields[field] = row[field];
  return fields as SampleFields;
};

export const editorName = (user: User) => fullName(user);

/** A sample to write: its id when it exists already (left out of the library's duplicates). */
export type SampleWrite = { id?: string; fields: SampleFields };

/**
 * The server's own run of the import checks (spec part 1 §5) over the samples a call writes: a
 * critical finding refuses the whole call with a 400 naming each row (its place in the request).
 */
export const assertWritable = async (
  repository: SamplesRepository,
  library: SampleLibrary,
  writes: readonly SampleWrite[],
  except: readonly string[],
) => {
  if (writes.length === 0) return;
  const rows = writes.map((write, index) => ({ rowNumber: index + 1, values: valuesOf(write.fields) }));
  const keys = rows.map((row) => sampleKey(library, row.values));
  const molds = rows.flatMap((row) => (row.values.moldNum ? [String(row.values.moldNum).trim()] : []));
  const styleColors = rows.map(
    (row) => `${String(row.values.style ?? '').trim()}_${String(row.values.color ?? '').trim()}`,
  );
  const findings = checkSampleRows(library, rows, {
    knownStyleColors: await repository.knownStyleColors(styleColors),
    existingKeys: await repository.existingKeys(library, keys, except),
    moldOwners: await repository.moldOwners(library, molds, except),
  });
  const refused = [...findings.entries()].flatMap(([index, checks]) => {
    const critical = checks.filter((check) => check.severity === 'critical').map((check) => check.text);
    return critical.length > 0 ? [{ row: index + 1, _id: writes[index]?.id, checks: critical }] : [];
  });
  if (refused.length > 0) {
    throw invalidInput('data', refused.map((entry) => `Row ${entry.row}: ${entry.checks.join(', ')}`).join('; '), {
      rows: refused,
    });
  }
};
