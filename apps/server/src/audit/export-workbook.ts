import type { AuditEntry } from '@stride/domain';
import { newWorkbook, sheetName, workbookBytes } from '../platform/xlsx/workbook.js';

type ExportColumn = { header: string; width: number; value: (entry: AuditEntry) => string | Date | null };

/** The grid's columns; the details as JSON, so before and after of a permission change read as they were stored. */
const columns: ExportColumn[] = [
  { header: 'When (UTC)', width: 22, value: (entry) => new Date(entry.at) },
  { header: 'Person', width: 32, value: (entry) => entry.actorEmail },
  { header: 'Person id', width: 38, value: (entry) => entry.actorId },
  { header: 'Action', width: 26, value: (entry) => entry.action },
  { header: 'Object type', width: 18, value: (entry) => entry.objectType },
  { header: 'Object id', width: 38, value: (entry) => entry.objectId },
  { header: 'Address', width: 18, value: (entry) => entry.address },
  { header: 'Details', width: 80, value: (entry) => (entry.details ? JSON.stringify(entry.details) : null) },
];

/** The audit log's entries as a workbook: one row per entry, newest first, under a frozen header row. */
export const renderAuditExport = async (pages: AsyncIterable<AuditEntry[]>): Promise<Buffer> => {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName('Audit log'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(1).numFmt = 'yyyy-mm-dd hh:mm:ss';
  for await (const page of pages) {
    for (const entry of page) sheet.addRow(columns.map((column) => column.value(entry)));
  }
  return workbookBytes(workbook);
};
