import { type Assortment, isoDateOnly } from '@stride/domain';
import { newWorkbook, sheetName, workbookBytes } from '../platform/xlsx/workbook.js';

type ExportColumn = { header: string; width: number; value: (row: Assortment) => string | number | null };

/** One row per assortment, named by its title (spec part 1 §9); ISO timestamps as YYYY-MM-DD (§5). */
const columns: ExportColumn[] = [
  { header: 'Title', width: 40, value: (row) => row.title },
  { header: 'Customer', width: 24, value: (row) => row.subTitle },
  { header: 'Type', width: 8, value: (row) => row.type },
  { header: 'Product Type', width: 12, value: (row) => row.productType },
  { header: 'Method', width: 10, value: (row) => row.method },
  { header: 'Channel', width: 12, value: (row) => row.channel },
  { header: 'Region', width: 14, value: (row) => row.region },
  { header: 'Season', width: 10, value: (row) => row.season },
  { header: 'Year', width: 8, value: (row) => row.year },
  { header: 'Status', width: 12, value: (row) => row.state },
  { header: 'Starred', width: 8, value: (row) => (row.starred ? 'Yes' : 'No') },
  { header: 'Products', width: 10, value: (row) => row.productCount },
  { header: 'Created', width: 12, value: (row) => isoDateOnly(row.createdDate) },
  { header: 'Modified', width: 12, value: (row) => isoDateOnly(row.modifiedDate) },
  { header: 'Last Edited By', width: 20, value: (row) => row.lastEditedByUser?.name ?? null },
];

export const renderAssortmentList = async (title: string, rows: readonly Assortment[]): Promise<Buffer> => {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  return workbookBytes(workbook);
};
