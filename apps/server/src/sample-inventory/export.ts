import { type Sample, type SampleField, type SampleLibrary, sampleColumnsOf } from '@stride/domain';
import { newWorkbook, workbookBytes } from '../platform/xlsx/workbook.js';

const widths: Partial<Record<SampleField, number>> = { division: 12, style: 12, color: 10, moldDate: 12, status: 12 };

/**
 * The sample library as a workbook: the grid's columns (the ones asked for, in their order, or all
 * of the library's) under a frozen header row.
 */
export const renderSampleExport = async (
  library: SampleLibrary,
  pages: AsyncIterable<Sample[]>,
  columns?: readonly string[],
): Promise<Buffer> => {
  const all = sampleColumnsOf(library);
  const chosen = columns?.length ? all.filter((column) => columns.includes(column.field)) : all;
  const shown = chosen.length > 0 ? chosen : all;
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(library, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = shown.map((column) => ({ header: column.label, width: widths[column.field] ?? 10 }));
  sheet.getRow(1).font = { bold: true };
  for await (const page of pages) {
    for (const sample of page) sheet.addRow(shown.map((column) => sample[column.field]));
  }
  return workbookBytes(workbook);
};
