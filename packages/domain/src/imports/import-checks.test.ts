import { describe, expect, it } from 'vitest';
import { checkImportRows, type ImportLookup, importActionLabel, importState } from './import-checks.js';

const lookup = new Map<string, ImportLookup>([
  ['100001_BLK', { productType: 'Footwear', lineStatus: 'A' }],
  ['100002_RED', { productType: 'Footwear', lineStatus: 'D' }],
  ['100003_NVY', { productType: 'Footwear', lineStatus: null }],
  ['200001_GRY', { productType: 'Apparel', lineStatus: 'A' }],
]);
const rows = [
  { key: 2, style: '100001', color: 'BLK' },
  { key: 3, style: '100001', color: 'BLK' },
  { key: 4, style: '100002', color: 'RED' },
  { key: 5, style: '100003', color: 'NVY' },
  { key: 6, style: '200001', color: 'GRY' },
  { key: 7, style: '999999', color: 'XXX' },
  { key: 8, style: '100004', color: '' },
];
const context = { productType: 'Footwear' as const, lookup, inAssortment: new Set(['100001_BLK']) };
const texts = (findings: ReturnType<typeof checkImportRows>, row: number) =>
  (findings.get(row) ?? []).map((check) => `${check.severity}: ${check.text}`);

describe('import grid checks', () => {
  it('flags each row as part 1 §5 says, for an import', () => {
    const findings = checkImportRows(rows, { ...context, mode: 'import' });
    expect(texts(findings, 2)).toEqual([
      'critical: Duplicate Style/Color',
      'critical: This Style/Color is Already in Your Assortment',
    ]);
    expect(texts(findings, 4)).toEqual(['warning: This product does not match your assortment status']);
    expect(texts(findings, 5)).toEqual(['warning: This product is not available in your location']);
    expect(texts(findings, 6)).toEqual(['critical: Product Type is not correct']);
    expect(texts(findings, 7)).toEqual(['critical: Style/Color Not Found']);
    expect(texts(findings, 8)).toEqual(['critical: Style/Color Not Found']);
    expect(importState(findings)).toBe('critical');
  });

  it('lets the downloader through duplicates and lines already in the assortment, as warnings', () => {
    const findings = checkImportRows(rows.slice(0, 2), { ...context, mode: 'download' });
    expect(texts(findings, 2)).toEqual(['warning: Duplicate Style/Color']);
    expect(importState(findings)).toBe('warning');
    expect(importState(checkImportRows([], { ...context, mode: 'download' }))).toBe('passed');
  });

  it('warns of a line another assortment of the season, year and region holds, when importing only', () => {
    const inSeason = new Set(['100001_BLK', '100002_RED']);
    const imported = checkImportRows(rows.slice(2, 3), { ...context, mode: 'import', inSeason });
    expect(texts(imported, 4)).toEqual([
      'warning: This Style/Color is Already in Season/Year/Region',
      'warning: This product does not match your assortment status',
    ]);
    // Already in this very assortment says only that.
    expect(texts(checkImportRows(rows.slice(0, 1), { ...context, mode: 'import', inSeason }), 2)).toEqual([
      'critical: This Style/Color is Already in Your Assortment',
    ]);
    expect(texts(checkImportRows(rows.slice(2, 3), { ...context, mode: 'download', inSeason }), 4)).toEqual([
      'warning: This product does not match your assortment status',
    ]);
  });

  it('refuses a cancelled line, names a failed lookup, and warns of values the line will not take', () => {
    const cancelled = new Map(lookup).set('100005_TAN', { productType: 'Footwear', lineStatus: 'C' });
    const findings = checkImportRows(
      [
        { key: 1, style: '100005', color: 'TAN' },
        { key: 2, style: '100006', color: 'OLV' },
        { key: 3, style: '100001', color: 'BLK' },
      ],
      {
        ...context,
        inAssortment: new Set(),
        lookup: cancelled,
        mode: 'import',
        unknown: new Set(['100006_OLV']),
        valuesDiffer: new Set([3]),
      },
    );
    expect(texts(findings, 1)).toEqual(['critical: Product is not allowed']);
    expect(texts(findings, 2)).toEqual(['critical: Unknown error']);
    expect(texts(findings, 3)).toEqual(['warning: Data Differs From Excel file']);
  });

  it('labels the action by state and mode, to the letter', () => {
    expect(importActionLabel('start', 'import')).toBe('Validate Items');
    expect(importActionLabel('critical', 'import')).toBe('Critical Issues Fixed - Resubmit');
    expect(importActionLabel('warning', 'import')).toBe('Ignore Warnings & Import');
    expect(importActionLabel('warning', 'download')).toBe('Ignore Warnings & Download');
    expect(importActionLabel('passed', 'import')).toBe('Import to Assortment');
    expect(importActionLabel('passed', 'download')).toBe('Download Items');
    expect(importActionLabel('reset', 'download')).toBe('Revalidate Items');
  });
});
