import { describe, expect, it } from 'vitest';
import {
  autoMapColumns,
  expandColorlessRows,
  importRowChanges,
  importRows,
  importRowsWithDifferingValues,
  importTable,
  pastedImportRows,
} from './spreadsheet-import.js';

const targets = [
  { key: 'style', gridLabel: 'Style' },
  { key: 'color', gridLabel: 'Color', propertyLabel: 'Colour Code' },
  { key: 'discountPercent', gridLabel: 'Discount %' },
  { key: 'netCost', gridLabel: 'Net Cost' },
  { key: 'styleNote', gridLabel: 'Style Notes' },
  { key: 'label', gridLabel: 'Label' },
];

describe('reading the sheet', () => {
  it('takes the first row as header, trims cells, removes line breaks and leaves blank rows out', () => {
    const { headers, rows } = importTable([
      [' Style ', 'Color\n', null],
      ['100001', 'blk', 'x'],
      [null, '', undefined],
      [' 100002 ', 'Navy\r\nBlue', 3],
    ]);
    expect(headers).toEqual(['Style', 'Color', '']);
    expect(rows).toEqual([
      ['100001', 'blk', 'x'],
      ['100002', 'Navy Blue', '3'],
    ]);
  });
});

describe('auto-mapping columns', () => {
  it('prefers the grid label, then the key, then the property label, then contains-matches', () => {
    const mapping = autoMapColumns(
      ['STYLE', 'colour code', 'Disc. %', 'netcost', 'Notes on style', '', 'Unrelated'],
      targets,
    );
    // 'Disc. %' reads as 'disc', which the key discountPercent contains.
    expect(mapping).toEqual(['style', 'color', 'discountPercent', 'netCost', null, null, null]);
    expect(autoMapColumns(['Style Notes (buyer)', 'Style'], targets)).toEqual(['styleNote', 'style']);
  });

  it('maps a field once, to the best match even when a worse one comes first', () => {
    expect(autoMapColumns(['Style number', 'Style'], targets)).toEqual([null, 'style']);
    expect(autoMapColumns(['Label', 'label'], targets)).toEqual(['label', null]);
  });
});

describe('rows of the import', () => {
  it('keeps rows with a style, upper-cases style and colour, numbers rows as the sheet does', () => {
    const rows = importRows(
      [
        ['100001', 'blk', '10'],
        ['', 'red', '5'],
        ['100002', '', ''],
      ],
      ['style', 'color', 'discountPercent'],
    );
    expect(rows).toEqual([
      { key: 2, rowNumber: 2, style: '100001', color: 'BLK', values: { discountPercent: '10' } },
      { key: 4, rowNumber: 4, style: '100002', color: '', values: {} },
    ]);
  });
});

describe('colourless rows', () => {
  const colors = { '100001': ['BLK', 'WHT'], '100002': ['RED'] };

  it('become one row per colour of the style, with the same values and a key of their own', () => {
    const rows = importRows(
      [
        ['100001', '', '10'],
        ['100002', 'RED', '5'],
        ['999999', '', ''],
      ],
      ['style', 'color', 'discountPercent'],
    );
    const expanded = expandColorlessRows(rows, colors, true);
    expect(expanded.map((row) => [row.rowNumber, row.style, row.color, row.values.discountPercent])).toEqual([
      [2, '100001', 'BLK', '10'],
      [2, '100001', 'WHT', '10'],
      [3, '100002', 'RED', '5'],
      [4, '999999', '', undefined],
    ]);
    expect(new Set(expanded.map((row) => row.key)).size).toBe(expanded.length);
  });

  it('expand a style once when the sheet has no colour column, and each time when it has one', () => {
    const rows = importRows([['100001'], ['100001'], ['100002']], ['style']);
    expect(expandColorlessRows(rows, colors, false).map((row) => row.color)).toEqual(['BLK', 'WHT', 'RED']);
    expect(expandColorlessRows(rows, colors, true)).toHaveLength(5);
  });
});

describe('pasted style-colours', () => {
  it('read a style and colour per line, however they are separated, and skip blank lines', () => {
    const rows = pastedImportRows('100001\tblk\n\n100002_RED\r\n 100003-nvy \n100004, WHT\n100005\n');
    expect(rows.map((row) => [row.rowNumber, row.style, row.color])).toEqual([
      [1, '100001', 'BLK'],
      [3, '100002', 'RED'],
      [4, '100003', 'NVY'],
      [5, '100004', 'WHT'],
      [6, '100005', ''],
    ]);
  });
});

describe('values that differ from the sheet', () => {
  it('are a label the assortment lacks, a discount outside 0–100, text where a number goes', () => {
    const rows = importRows(
      [
        ['100001', 'BLK', 'Hot Pick', '10', ''],
        ['100001', 'WHT', 'Clearance', '', ''],
        ['100002', 'RED', '', '150', ''],
        ['100003', 'NVY', '', '', 'ten'],
        ['100004', 'GRY', '#ff0000', '', '4.5'],
      ],
      ['style', 'color', 'label', 'discountPercent', 'netCost'],
    );
    const labels = [{ name: 'Hot Pick', color: '#FF0000' }];
    expect([...importRowsWithDifferingValues(rows, labels)]).toEqual([3, 4, 5]);
  });
});

describe('values of imported lines', () => {
  it('keeps the assortment fields, matches labels by name or colour, shares style notes across colours', () => {
    const rows = importRows(
      [
        ['100001', 'BLK', 'Key item', 'hot pick', '12', 'x'],
        ['100001', 'WHT', '', 'Unknown', '', ''],
        ['100002', 'RED', '', '#ff0000', '', ''],
      ],
      ['style', 'color', 'styleNote', 'label', 'discountPercent', 'capacityUnit'],
    );
    const labels = [
      { name: 'Hot Pick', color: '#FF0000' },
      { name: 'Carry', color: '#00FF00' },
    ];
    const changes = [...importRowChanges(rows, labels).values()];
    expect(changes).toEqual([
      { styleNote: 'Key item', label: 'Hot Pick', discountPercent: '12' },
      { styleNote: 'Key item', label: null },
      { label: 'Hot Pick' },
    ]);
  });
});
