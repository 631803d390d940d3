import { printableText } from '@stride/domain';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../lazy-libraries.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's longest cell text: a workbook with a longer one opens only after a "repair". */
const MAX_CELL_TEXT = 32_767;
const MAX_SHEET_NAME = 31;
const LONE_HIGH_SURROGATE_AT_END = /[\ud800-\udbff]$/;

/** A new, empty workbook made by Stride (ExcelJS is loaded on first use). */
export const newWorkbook = async (): Promise<ExcelJS.Workbook> => {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  workbook.creator = 'Stride';
  return workbook;
};

/**
 * A sheet name Excel takes (ExcelJS throws on the others): none of `[ ] : * ? / \`, no control
 * characters, no quote at either end, 1 to 31 characters, not the reserved "History".
 */
export const sheetName = (name: string): string => {
  const cut = printableText(name)
    .replace(/[[\]:*?/\\\s]+/g, ' ')
    .trim()
    .slice(0, MAX_SHEET_NAME)
    .replace(LONE_HIGH_SURROGATE_AT_END, '')
    .replace(/^'+|'+$/g, '')
    .trim();
  if (!cut) return 'Sheet';
  return cut.toLowerCase() === 'history' ? `${cut} 1` : cut;
};

/** A cell's text as a workbook may hold it (printable, at most Excel's longest). */
const cellText = (text: string): string => {
  const printable = printableText(text);
  return printable.length <= MAX_CELL_TEXT
    ? printable
    : printable.slice(0, MAX_CELL_TEXT).replace(LONE_HIGH_SURROGATE_AT_END, '');
};

const printableValue = (value: ExcelJS.CellValue): ExcelJS.CellValue => {
  if (typeof value === 'string') return cellText(value);
  if (value && typeof value === 'object' && 'richText' in value) {
    return { ...value, richText: value.richText.map((run) => ({ ...run, text: cellText(run.text) })) };
  }
  if (value && typeof value === 'object' && 'hyperlink' in value && typeof value.text === 'string') {
    return { ...value, text: cellText(value.text) };
  }
  return value;
};

/**
 * The workbook's bytes. Every text is made printable first: names, notes and titles come from
 * people, and one control character or U+FFFF in them would make a file Excel cannot open.
 */
export const workbookBytes = async (workbook: ExcelJS.Workbook): Promise<Buffer> => {
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        const printable = printableValue(cell.value);
        if (printable !== cell.value && JSON.stringify(printable) !== JSON.stringify(cell.value))
          cell.value = printable;
      });
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
