import { describe, expect, it } from 'vitest';
import { checkSampleRows, type SampleCheckContext } from './sample-checks.js';
import {
  missingSampleFields,
  multiEditSampleFields,
  type SampleValues,
  sampleChanges,
  sampleKey,
} from './sample-inventory.js';

const production = (values: SampleValues = {}): SampleValues => ({
  division: 'RUN',
  style: '1001',
  color: '001',
  status: 'Active',
  side: 'Left',
  size: '9',
  totalQty: 2,
  bin: 'B-12',
  moldNum: 'M-77',
  ...values,
});

const context = (extra: Partial<SampleCheckContext> = {}): SampleCheckContext => ({
  knownStyleColors: new Set(['1001_001', '1002_002']),
  existingKeys: new Set(),
  moldOwners: new Map(),
  ...extra,
});

const texts = (findings: Map<number, { text: string }[]>) =>
  [...findings.values()].map((checks) => checks.map((check) => check.text));

describe('sample inventory import checks (spec part 1 §5)', () => {
  it('passes a complete row and ignores a blank one', () => {
    const rows = [
      { rowNumber: 2, values: production() },
      { rowNumber: 3, values: { style: ' ', bin: null } },
    ];
    expect(texts(checkSampleRows('Production', rows, context()))).toEqual([[], []]);
  });

  it('names each library’s required fields, Quantity standing for totalQty', () => {
    expect(missingSampleFields('Production', { style: '1001' })).toEqual([
      'division',
      'color',
      'status',
      'side',
      'totalQty',
      'bin',
    ]);
    expect(missingSampleFields('Sales', production({ region: 'US', aisle: '4', direction: 'N' }))).toEqual(['level']);
  });

  it('flags a missing row number, a missing required field and a field of the other library', () => {
    const rows = [
      { values: production() },
      { rowNumber: 3, values: production({ bin: '', size: '10' }) },
      { rowNumber: 4, values: production({ aisle: '7', size: '11' }) },
    ];
    expect(texts(checkSampleRows('Production', rows, context()))).toEqual([
      ['Missing Row Number'],
      ['Missing Required Property'],
      ['Too Many Sample Properties'],
    ]);
  });

  it('flags a style-colour the catalogue does not know as a missing value', () => {
    const rows = [{ rowNumber: 2, values: production({ style: '9999' }) }];
    expect(texts(checkSampleRows('Production', rows, context()))).toEqual([['Sample Missing Value']]);
  });

  it('finds duplicates by the library’s key, case-insensitively, in the sheet and in the library', () => {
    const rows = [
      { rowNumber: 2, values: production() },
      { rowNumber: 3, values: production({ bin: 'b-12' }) },
      { rowNumber: 4, values: production({ bin: 'B-13' }) },
      { rowNumber: 5, values: production({ size: '10' }) },
    ];
    const existing = new Set([sampleKey('Production', production({ size: '10' }))]);
    expect(texts(checkSampleRows('Production', rows, context({ existingKeys: existing })))).toEqual([
      ['Duplicate Sample'],
      ['Duplicate Sample'],
      [],
      ['Sample Already Exists'],
    ]);
  });

  it('keys Sales samples by their shelf place instead of the bin', () => {
    const shelf = { region: 'US', aisle: '4', direction: 'N', level: '2' };
    const { bin: _bin, ...sales } = production(shelf);
    const rows = [
      { rowNumber: 2, values: sales },
      { rowNumber: 3, values: { ...sales, level: '3' } },
    ];
    expect(texts(checkSampleRows('Sales', rows, context()))).toEqual([[], []]);
  });

  it('warns when another style-colour already uses the mold number', () => {
    const rows = [
      { rowNumber: 2, values: production() },
      { rowNumber: 3, values: production({ style: '1002', color: '002' }) },
    ];
    const findings = checkSampleRows('Production', rows, context({ moldOwners: new Map([['M-77', '1001_001']]) }));
    expect(findings.get(0)).toEqual([]);
    expect(findings.get(1)).toEqual([{ code: 'moldExists', text: 'Mold Number Already Exists', severity: 'warning' }]);
  });
});

describe('multi-field edit', () => {
  it('offers every field of the library but the style-colour and the quantities', () => {
    expect(multiEditSampleFields('Production')).not.toEqual(expect.arrayContaining(['style']));
    expect(multiEditSampleFields('Production')).toContain('bin');
    expect(multiEditSampleFields('Sales')).toEqual(expect.arrayContaining(['aisle', 'level', 'newBin']));
    for (const library of ['Production', 'Sales'] as const) {
      for (const field of ['style', 'color', 'totalQty', 'quantity']) {
        expect(multiEditSampleFields(library)).not.toContain(field);
      }
    }
  });

  it('matches a modified item: the fields a row fills differently, never its key or a blank cell', () => {
    const existing = production({ totalQty: 2, gender: 'Mens', quantity: 1 });
    const row = production({ totalQty: '5', gender: 'mens', bin: 'B-12', quantity: null, division: 'TRAIL' });
    expect(sampleChanges('Production', existing, row)).toEqual([
      { field: 'division', from: 'RUN', to: 'TRAIL' },
      { field: 'totalQty', from: '2', to: '5' },
    ]);
    expect(sampleChanges('Production', existing, production({ totalQty: 2 }))).toEqual([]);
  });
});
