import type { ProductType } from '../access/roles.js';
import type { AssortmentStatus } from '../assortments/assortment-constants.js';
import { matchesAssortmentStatus } from '../assortments/assortment-status.js';
import type { LineStatus } from '../products/product-constants.js';
import { toStyleColorId } from '../products/style-color-id.js';
import type { ImportRow } from './spreadsheet-import.js';

/** Import grid check texts (part 1 §5 Import grid checks), exactly as the grid shows them. */
const importCheckTexts = {
  duplicate: 'Duplicate Style/Color',
  inAssortment: 'This Style/Color is Already in Your Assortment',
  inSeason: 'This Style/Color is Already in Season/Year/Region',
  notFound: 'Style/Color Not Found',
  productType: 'Product Type is not correct',
  notAllowed: 'Product is not allowed',
  status: 'This product does not match your assortment status',
  location: 'This product is not available in your location',
  unknown: 'Unknown error',
  dataDiffers: 'Data Differs From Excel file',
} as const;

/** A cancelled style-colour can never be ordered: it may not join an assortment. */
const CANCELLED: LineStatus = 'C';

/** The import into an assortment, or the bulk downloader (which is more lenient). */
export type ImportMode = 'import' | 'download';
type ImportSeverity = 'critical' | 'warning';
type ImportCheckCode = keyof typeof importCheckTexts;
/** code names the check for translations; text is the spec's English. */
export type ImportCheck = { code: ImportCheckCode; text: string; severity: ImportSeverity };

/** What the catalogue says about a style-colour the sheet names. */
export type ImportLookup = {
  productType: ProductType;
  /** Its line status at the assortment's location; null when that location does not sell it. */
  lineStatus: LineStatus | null;
};

/**
 * Every row's findings (part 1 §5): a blank style or colour and a style-colour the catalogue does
 * not know are critical; a duplicate is critical for an import and a warning for the downloader;
 * one already in the assortment is critical (import only), one already in another assortment of
 * its season, year and region a warning (import only); another product type is critical; a
 * cancelled one is not allowed (import only); a product its location does not sell, or whose line
 * status does not match the assortment's status (`matchesAssortmentStatus`), is a warning; a lookup that failed is an 'Unknown error' (critical, so a resubmit asks
 * again); values the line will not take as the sheet gives them warn 'Data Differs From Excel file'.
 */
export const checkImportRows = (
  rows: readonly Pick<ImportRow, 'key' | 'style' | 'color'>[],
  context: {
    mode: ImportMode;
    productType: ProductType;
    lookup: ReadonlyMap<string, ImportLookup>;
    inAssortment: ReadonlySet<string>;
    /** Style-colours another assortment of the same season, year and region holds. */
    inSeason?: ReadonlySet<string>;
    /** Style-colours whose lookup failed (the call for them did not answer). */
    unknown?: ReadonlySet<string>;
    /** Rows (by key) whose values the line will not take as the sheet gives them. */
    valuesDiffer?: ReadonlySet<number>;
    /** The assortment's status (ALL when absent, as for the downloader): lines of another warn. */
    assortmentStatus?: AssortmentStatus;
  },
): Map<number, ImportCheck[]> => {
  // Findings are keyed by ImportRow.key.
  const seen = new Map<string, number>();
  for (const row of rows) {
    const id = toStyleColorId(row.style, row.color);
    seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  const findings = new Map<number, ImportCheck[]>();
  for (const row of rows) {
    const checks: ImportCheck[] = [];
    const critical = (code: ImportCheckCode) =>
      checks.push({ code, text: importCheckTexts[code], severity: 'critical' });
    const warning = (code: ImportCheckCode) => checks.push({ code, text: importCheckTexts[code], severity: 'warning' });
    const id = toStyleColorId(row.style, row.color);
    const found = context.lookup.get(id);
    if (context.unknown?.has(id)) critical('unknown');
    else if (!row.style || !row.color || !found) critical('notFound');
    if ((seen.get(id) ?? 0) > 1) (context.mode === 'import' ? critical : warning)('duplicate');
    if (context.mode === 'import' && context.inAssortment.has(id)) critical('inAssortment');
    else if (context.mode === 'import' && context.inSeason?.has(id)) warning('inSeason');
    if (found && found.productType !== context.productType) critical('productType');
    if (found && found.lineStatus === null) warning('location');
    if (context.mode === 'import' && found?.lineStatus === CANCELLED) critical('notAllowed');
    else if (found?.lineStatus && !matchesAssortmentStatus(context.assortmentStatus ?? 'ALL', found.lineStatus))
      warning('status');
    if (context.mode === 'import' && context.valuesDiffer?.has(row.key)) warning('dataDiffers');
    findings.set(row.key, checks);
  }
  return findings;
};

/** Result states of an import (part 1 §4 Import flow). */
export type ImportState = 'start' | 'critical' | 'warning' | 'passed' | 'reset';

/** Critical if any row is critical, else warning if any row warns, else passed. */
export const importState = (findings: ReadonlyMap<number, readonly ImportCheck[]>): ImportState => {
  const all = [...findings.values()].flat();
  if (all.some((check) => check.severity === 'critical')) return 'critical';
  return all.length > 0 ? 'warning' : 'passed';
};

/** The button's label in each state (part 1 §4), for the import or the bulk downloader. */
export const importActionLabel = (state: ImportState, mode: ImportMode): string => {
  switch (state) {
    case 'critical':
      return 'Critical Issues Fixed - Resubmit';
    case 'warning':
      return mode === 'import' ? 'Ignore Warnings & Import' : 'Ignore Warnings & Download';
    case 'passed':
      return mode === 'import' ? 'Import to Assortment' : 'Download Items';
    case 'reset':
      return 'Revalidate Items';
    default:
      return 'Validate Items';
  }
};
