import type { SampleLibrary } from '../access/roles.js';
import { toStyleColorId } from '../products/style-color-id.js';
import {
  isBlankSampleRow,
  missingSampleFields,
  type SampleValues,
  sampleFieldsOf,
  sampleKey,
} from './sample-inventory.js';

/** Sample inventory import check texts (spec part 1 §5 Import grid checks), exactly as the grid shows them. */
const sampleCheckTexts = {
  duplicate: 'Duplicate Sample',
  missingValue: 'Sample Missing Value',
  missingRowNumber: 'Missing Row Number',
  missingRequired: 'Missing Required Property',
  tooManyProperties: 'Too Many Sample Properties',
  alreadyExists: 'Sample Already Exists',
  moldExists: 'Mold Number Already Exists',
} as const;
type SampleCheckCode = keyof typeof sampleCheckTexts;
export type SampleCheck = { code: SampleCheckCode; text: string; severity: 'critical' | 'warning' };

/** A row sent to `POST /api/sampleInventory/validate/{library}`: its sheet row number and values. */
export type SampleRowToCheck = { rowNumber?: number | null; values: SampleValues };

export type SampleCheckContext = {
  /** Style-colours the catalogue knows. */
  knownStyleColors: ReadonlySet<string>;
  /** Duplicate keys (`sampleKey`) of the library's samples. */
  existingKeys: ReadonlySet<string>;
  /** Mold numbers of the library's samples, with the style-colour each belongs to. */
  moldOwners: ReadonlyMap<string, string>;
};

/**
 * Every row's findings, by its index in `rows`. Blank rows are ignored (no findings). Critical: a
 * row without a row number, a missing required field, a field the library does not have, a
 * style-colour the catalogue does not know ('Sample Missing Value'), two rows of the sheet with one
 * duplicate key, a key the library already holds. A mold number another style-colour already uses
 * is a warning: molds are shared across sizes, rarely across styles.
 */
export const checkSampleRows = (
  library: SampleLibrary,
  rows: readonly SampleRowToCheck[],
  context: SampleCheckContext,
): Map<number, SampleCheck[]> => {
  const allowed = new Set<string>(sampleFieldsOf(library));
  const keyCounts = new Map<string, number>();
  for (const row of rows) {
    if (isBlankSampleRow(row.values)) continue;
    const key = sampleKey(library, row.values);
    keyCounts.set(key, (keyCounts.get(key) ?? 0) + 1);
  }
  const findings = new Map<number, SampleCheck[]>();
  rows.forEach((row, index) => {
    const checks: SampleCheck[] = [];
    findings.set(index, checks);
    if (isBlankSampleRow(row.values)) return;
    const add = (code: SampleCheckCode, severity: SampleCheck['severity'] = 'critical') =>
      checks.push({ code, text: sampleCheckTexts[code], severity });
    if (typeof row.rowNumber !== 'number') add('missingRowNumber');
    if (missingSampleFields(library, row.values).length > 0) add('missingRequired');
    if (Object.keys(row.values).some((field) => !allowed.has(field))) add('tooManyProperties');
    const style = String(row.values.style ?? '').trim();
    const color = String(row.values.color ?? '').trim();
    const styleColor = toStyleColorId(style, color);
    if (style && color && !context.knownStyleColors.has(styleColor)) add('missingValue');
    const key = sampleKey(library, row.values);
    if ((keyCounts.get(key) ?? 0) > 1) add('duplicate');
    if (context.existingKeys.has(key)) add('alreadyExists');
    const mold = String(row.values.moldNum ?? '').trim();
    const owner = mold ? context.moldOwners.get(mold.toUpperCase()) : undefined;
    if (owner !== undefined && owner !== styleColor) add('moldExists', 'warning');
  });
  return findings;
};
