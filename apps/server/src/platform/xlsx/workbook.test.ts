import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { newWorkbook, sheetName, workbookBytes } from './workbook.js';

describe('sheet names', () => {
  it.each([
    ['Assortments', 'Assortments'],
    ['Order 1042', 'Order 1042'],
    ['Fall [2027]: men/women? *new*', 'Fall 2027 men women new'],
    ['a\\b', 'a b'],
    ["'quoted'", 'quoted'],
    ['tab\tand\r\nbreak\u0000', 'tab and break'],
    ['x'.repeat(40), 'x'.repeat(31)],
    [`${'x'.repeat(30)}😀`, 'x'.repeat(30)],
    ['History', 'History 1'],
    ['[]:*?/\\', 'Sheet'],
    ['', 'Sheet'],
  ])('%j is %j', (name, safe) => {
    expect(sheetName(name)).toBe(safe);
  });

  it('gives names ExcelJS takes', async () => {
    const workbook = await newWorkbook();
    for (const name of ["'[a]'", 'History', 'b?'.repeat(20), '\u0001'])
      expect(() => workbook.addWorksheet(sheetName(name))).not.toThrow();
  });
});

describe('workbook bytes', () => {
  it('leaves out what would keep Excel from opening the file, and keeps the rest', async () => {
    const workbook = await newWorkbook();
    const sheet = workbook.addWorksheet('Lines');
    sheet.addRow([
      'Spring\u0000 line\u0007',
      'bad\ufffe\uffff text',
      'line\r\nbreak',
      42,
      { richText: [{ text: 'rich\u000b' }, { text: ' text' }] },
      { text: 'link\u0001', hyperlink: 'https://stride.example/' },
      'x'.repeat(40_000),
      '=1+1',
    ]);
    const reopened = new ExcelJS.Workbook();
    // ExcelJS types its Buffer as an older @types/node does.
    await reopened.xlsx.load((await workbookBytes(workbook)) as never);
    const values = reopened.getWorksheet('Lines')!.getRow(1).values as ExcelJS.CellValue[];
    expect(values.slice(1, 7)).toEqual([
      'Spring line',
      'bad text',
      'line\nbreak',
      42,
      { richText: [{ text: 'rich' }, { text: ' text' }] },
      { text: 'link', hyperlink: 'https://stride.example/' },
    ]);
    expect(values[7]).toHaveLength(32_767);
    // Text that looks like a formula stays text.
    expect(values[8]).toBe('=1+1');
  });
});
