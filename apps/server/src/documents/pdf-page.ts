// What every page of an assortment pdf shares: the A4 landscape page, its margins, the cell padding, values as text.
import { type DocumentColumn, type DocumentLine, documentCellValue, formatDocumentValue } from '@stride/domain';

/** A4 landscape, in points. */
export const PAGE_WIDTH = 841.89;
export const PAGE_HEIGHT = 595.28;
export const MARGIN = 30;
export const FOOTER_HEIGHT = 18;
export const CELL_PADDING = 3;

export type Doc = PDFKit.PDFDocument;

export const valueText = (column: DocumentColumn, line: DocumentLine, locale: string) =>
  formatDocumentValue(column.kind, documentCellValue(column.key, line), line.currency, locale);

/** Starts a page and answers where its content starts. */
export const startPage = (doc: Doc, top: number) => {
  doc.addPage();
  return top;
};
