import { describe, expect, it } from 'vitest';
import { completeSampleRows, resetsSampleImport, sampleSheetRows } from './sample-import.js';

describe('sample inventory spreadsheet import (spec part 1 §4, §5)', () => {
  const mapping = ['style', 'color', 'side', 'moldDate', null, 'totalQty'];

  it('reads mapped cells, skipping blank rows, with side spelled and timestamps as days', () => {
    const rows = [
      ['1001', 'blk', 'left', '2025-03-04T00:00:00.000Z', 'ignored', '2'],
      ['', '', '', '', 'only an unmapped cell', ''],
      ['1002', '001', 'PAIR', '2025-03-05', '', ''],
    ];
    expect(sampleSheetRows(rows, mapping)).toEqual([
      { rowNumber: 2, values: { style: '1001', color: 'BLK', side: 'Left', moldDate: '2025-03-04', totalQty: '2' } },
      { rowNumber: 4, values: { style: '1002', color: '001', side: 'Pair', moldDate: '2025-03-05' } },
    ]);
  });

  it('adds only complete rows', () => {
    const complete = {
      division: 'RUN',
      style: '1001',
      color: '001',
      status: 'Active',
      side: 'Left',
      totalQty: '2',
      bin: 'B-1',
    };
    const rows = [
      { rowNumber: 2, values: complete },
      { rowNumber: 3, values: { ...complete, bin: '' } },
    ];
    expect(completeSampleRows('Production', rows)).toEqual([rows[0]]);
    expect(completeSampleRows('Sales', rows)).toEqual([]);
  });

  it('resets the import state on a change of style, colour, side, size or status only', () => {
    expect(['style', 'color', 'side', 'size', 'status', 'bin', 'totalQty'].map(resetsSampleImport)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
