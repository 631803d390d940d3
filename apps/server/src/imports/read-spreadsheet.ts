import { Readable } from 'node:stream';
import { importTable, MAX_IMPORT_ROWS } from '@stride/domain';
import type ExcelJS from 'exceljs';
import { invalidInput } from '../platform/errors.js';
import { loadExcelJs } from '../platform/lazy-libraries.js';
import { parseCsv } from './csv.js';
import { declaredUnzippedSize } from './zip-size.js';

/** An import file is at most this large… */
export const MAX_IMPORT_FILE_BYTES = 25 * 1024 * 1024;
/** …and unzips to at most this much (a 100,000-row sheet is about 60 MB of XML). */
const MAX_UNZIPPED_BYTES = 400 * 1024 * 1024;

const tooManyRows = () =>
  invalidInput(
    'file',
    `This sheet has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it and import each part.`,
    { reason: 'tooManyRows', max: MAX_IMPORT_ROWS },
  );
const notASpreadsheet = () =>
  invalidInput('file', 'This file is not a spreadsheet. Choose an Excel workbook (.xlsx) or a CSV file.', {
    reason: 'notSpreadsheet',
  });

/** A cell as text: a formula's last result, rich text's text, a link's text, a date as YYYY-MM-DD. */
const cellText = (value: ExcelJS.CellValue): unknown => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return value;
  if ('result' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return (value as ExcelJS.CellHyperlinkValue).text;
  return ''; // an error value (#N/A…) imports as nothing
};

/** Rows read between progress reports, and between turns given back to other requests. */
const ROWS_PER_TURN = 2_000;

/** How far reading got: the rows read after the header. */
export type ReadProgress = (rowsRead: number) => void;

/**
 * The first sheet of a workbook, streamed row by row (a 100,000-row sheet never sits in memory
 * as objects); every 2,000 rows it reports progress and lets the server's other requests run.
 */
const readXlsx = async (bytes: Buffer, progress: ReadProgress): Promise<unknown[][]> => {
  const unzipped = declaredUnzippedSize(bytes);
  if (unzipped === null) throw notASpreadsheet();
  if (unzipped > MAX_UNZIPPED_BYTES)
    throw invalidInput('file', 'This workbook unpacks to more than 400 MB. Remove what the import does not need.', {
      reason: 'unpacksTooLarge',
    });
  const { stream } = await loadExcelJs();
  const reader = new stream.xlsx.WorkbookReader(Readable.from(bytes), {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Number formats tell a date from a number.
    styles: 'cache',
    worksheets: 'emit',
  });
  const cells: unknown[][] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        // Row numbers can skip empty rows; blank rows are dropped later anyway.
        cells.push(values.slice(1).map(cellText));
        if (cells.length > MAX_IMPORT_ROWS + 1) throw tooManyRows();
        if (cells.length % ROWS_PER_TURN === 0) {
          progress(cells.length - 1);
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      break; // the first sheet only (part 1 §5)
    }
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw notASpreadsheet();
  }
  return cells;
};

/** The table of an uploaded spreadsheet (xlsx by its zip signature, else UTF-8 CSV). */
export const readSpreadsheet = async (
  bytes: Buffer | undefined,
  progress: ReadProgress = () => undefined,
): Promise<{ headers: string[]; rows: string[][] }> => {
  // A request without a body has none at all, not an empty one.
  if (!bytes || bytes.length === 0) throw invalidInput('file', 'This file is empty.', { reason: 'emptyFile' });
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!isZip && bytes.subarray(0, 8192).includes(0)) throw notASpreadsheet();
  const cells = isZip
    ? await readXlsx(bytes, progress)
    : parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''), MAX_IMPORT_ROWS, tooManyRows);
  const table = importTable(cells);
  if (table.headers.every((header) => header === ''))
    throw invalidInput('file', 'The first row of the sheet has no column names.', { reason: 'noHeader' });
  return table;
};
