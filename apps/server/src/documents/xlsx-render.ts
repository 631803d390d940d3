import {
  type DocumentColumn,
  type DocumentLine,
  documentCellValue,
  documentDate,
  documentSizeLegend,
  excelNumberFormat,
  fillWords,
  isSpilloverCell,
} from '@stride/domain';
import type ExcelJS from 'exceljs';
import { newWorkbook, sheetName, workbookBytes } from '../platform/xlsx/workbook.js';
import type { DocumentContent } from './document-content.js';
import { documentHeading, documentSubheading, generatedDay } from './document-headings.js';
import type { DocumentImages, DocumentLogoImage } from './document-images.js';

/** Part 1 §9: thumbnails 40×40 px at offset 5; rows without a picture are 25 high. */
const THUMBNAIL_PX = 40;
const THUMBNAIL_OFFSET_PX = 5;
const TEXT_ROW_HEIGHT = 25;
/** Tearsheets show each line's picture large, with its facts beside it. */
const TEARSHEET_PX = 150;
const PX_PER_POINT = 4 / 3;
/** The header's logo fits this box (aspect kept), at the right end of the first row. */
const LOGO_BOX_PX = { width: 160, height: 48 };

/** Excel's column width in characters → pixels (Calibri 11, as Excel computes it). */
const columnPixels = (width: number) => Math.trunc(width * 7 + 5);

const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EAED' } };
const dividerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD5E3F5' } };

/** Excel's header/footer codes for "Page {page} of {pages}" in the document's language. */
const pageFooter = (template: string) => fillWords(template.replaceAll('&', '&&'), { page: '&P', pages: '&N' });

/** The logo's size in the sheet: as large as the box allows, its aspect kept. */
const logoExtent = (logo: DocumentLogoImage) => {
  const scale = Math.min(LOGO_BOX_PX.width / logo.width, LOGO_BOX_PX.height / logo.height);
  return { width: Math.round(logo.width * scale), height: Math.round(logo.height * scale) };
};

/** The fractional column where a picture of `width` px starts so that it ends at the last column's right edge. */
const rightAlignedColumn = (sheet: ExcelJS.Worksheet, columnCount: number, width: number) => {
  const widths = Array.from({ length: columnCount }, (_, index) => columnPixels(sheet.getColumn(index + 1).width ?? 8));
  let left = Math.max(0, widths.reduce((sum, pixels) => sum + pixels, 0) - width - THUMBNAIL_OFFSET_PX);
  for (const [index, pixels] of widths.entries()) {
    if (left < pixels) return index + left / pixels;
    left -= pixels;
  }
  return 0;
};

const cellValueOf = (column: DocumentColumn, line: DocumentLine) => {
  const value = documentCellValue(column.key, line);
  // Dates print as YYYY-MM-DD (part 1 §5), text Excel keeps as typed.
  return column.kind === 'date' && typeof value === 'number' ? documentDate(value) : value;
};

/**
 * An assortment document as a workbook: one sheet, the title block with the logo, the header row
 * frozen, the lines by section with dividers and page breaks, pictures embedded in their cells, the
 * size legend and price disclaimer after the lines; page setup for printing in landscape.
 */
export const renderDocumentXlsx = async (
  content: DocumentContent,
  images: DocumentImages,
  logo: DocumentLogoImage | null,
): Promise<Buffer> => {
  const { settings, text, columns } = content;
  const tearsheet = content.type.name === 'Tearsheet';
  const picturePx = tearsheet ? TEARSHEET_PX : THUMBNAIL_PX;
  const workbook = await newWorkbook();
  workbook.created = content.generatedAt;
  const sheet = workbook.addWorksheet(sheetName(text.words.kinds[content.type.name]), {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.columns = columns.map((column) => ({
    width: column.kind === 'image' ? (picturePx + 2 * THUMBNAIL_OFFSET_PX - 5) / 7 : column.width,
  }));
  const lastColumn = Math.max(columns.length, 1);

  if (settings.pageNumbers) sheet.headerFooter.oddFooter = `&C${pageFooter(text.words.page)}`;
  const header = [
    settings.author ? `&L${text.words.preparedBy} ${content.assortment.owner.name.replaceAll('&', '&&')}` : '',
    settings.date ? `&R${documentDate(generatedDay(content))}` : '',
  ].join('');
  if (header) sheet.headerFooter.oddHeader = header;

  const fullWidthRow = (values: string, style: Partial<ExcelJS.Style>, height = TEXT_ROW_HEIGHT) => {
    const row = sheet.addRow([values]);
    sheet.mergeCells(row.number, 1, row.number, lastColumn);
    row.height = height;
    Object.assign(row.getCell(1), { style });
    return row;
  };

  const logoSize = logo && logoExtent(logo);
  /** A row tall enough for the logo, when there is one. */
  const logoRowHeight = logoSize ? (logoSize.height + 2 * THUMBNAIL_OFFSET_PX) / PX_PER_POINT : 0;
  let logoRow: ExcelJS.Row | undefined;
  if (settings.titlePage || settings.seasonCoverPage) {
    logoRow = fullWidthRow(documentHeading(content), { font: { bold: true, size: 16 } }, Math.max(30, logoRowHeight));
    for (const line of documentSubheading(content))
      fullWidthRow(line, { font: { size: 11, color: { argb: 'FF555555' } } });
    sheet.addRow([]);
  } else if (logoSize) {
    // Without a title block the logo gets a header row of its own above the columns' names.
    logoRow = sheet.addRow([]);
    logoRow.height = logoRowHeight;
  }
  if (logo && logoSize && logoRow) {
    const logoId = workbook.addImage({ buffer: logo.bytes as unknown as ExcelJS.Buffer, extension: 'jpeg' });
    sheet.addImage(logoId, {
      tl: {
        col: rightAlignedColumn(sheet, lastColumn, logoSize.width),
        row: logoRow.number - 1 + THUMBNAIL_OFFSET_PX / (logoRow.height * PX_PER_POINT),
      },
      ext: logoSize,
      editAs: 'oneCell',
    });
  }

  const headerRow = sheet.addRow(columns.map((column) => (column.kind === 'image' ? '' : text.columns[column.key])));
  headerRow.font = { bold: true };
  headerRow.height = TEXT_ROW_HEIGHT;
  headerRow.eachCell((cell) => {
    cell.fill = headerFill;
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
  sheet.views = [{ state: 'frozen', ySplit: headerRow.number }];
  sheet.pageSetup.printTitlesRow = `${headerRow.number}:${headerRow.number}`;
  sheet.autoFilter = { from: { row: headerRow.number, column: 1 }, to: { row: headerRow.number, column: lastColumn } };

  const imageColumn = columns.findIndex((column) => column.kind === 'image');
  const imageIds = new Map<string, number>();
  for (const [index, section] of content.sections.entries()) {
    if (section.title !== null && settings.groupDividers) {
      const divider = fullWidthRow(section.title, { font: { bold: true }, fill: dividerFill });
      if (settings.groupPageBreaks && index > 0) sheet.getRow(divider.number - 1).addPageBreak();
    } else if (settings.groupPageBreaks && index > 0) sheet.lastRow?.addPageBreak();
    let previous: DocumentLine | undefined;
    for (const line of section.lines) {
      if (settings.sectionBreaks && previous && previous.style !== line.style) sheet.addRow([]);
      const hidden = settings.hideColorSpillover ? previous : undefined;
      const row = sheet.addRow(
        columns.map((column) => (isSpilloverCell(column.key, line, hidden) ? null : cellValueOf(column, line))),
      );
      columns.forEach((column, position) => {
        const cell = row.getCell(position + 1);
        const format = excelNumberFormat(column.kind, line.currency);
        if (format) cell.numFmt = format;
        cell.alignment = { vertical: 'middle', wrapText: column.kind === 'longText' };
      });
      const picture = images.get(line.id);
      if (imageColumn >= 0 && picture) {
        row.height = (picturePx + 2 * THUMBNAIL_OFFSET_PX) / PX_PER_POINT;
        let imageId = imageIds.get(line.id);
        if (imageId === undefined) {
          imageId = workbook.addImage({ buffer: picture as unknown as ExcelJS.Buffer, extension: 'jpeg' });
          imageIds.set(line.id, imageId);
        }
        const columnWidth = columnPixels(sheet.getColumn(imageColumn + 1).width ?? 8);
        sheet.addImage(imageId, {
          tl: {
            col: imageColumn + THUMBNAIL_OFFSET_PX / columnWidth,
            row: row.number - 1 + THUMBNAIL_OFFSET_PX / (picturePx + 2 * THUMBNAIL_OFFSET_PX),
          },
          ext: { width: picturePx, height: picturePx },
          editAs: 'oneCell',
        });
      } else row.height = TEXT_ROW_HEIGHT;
      previous = line;
    }
  }

  if (settings.sizeLegend) {
    const legend = documentSizeLegend(content.lines);
    if (legend.length > 0) {
      sheet.addRow([]);
      fullWidthRow(text.words.sizeLegend, { font: { bold: true } });
      for (const entry of legend) sheet.addRow([entry.scale, entry.ranges]);
    }
  }
  if (settings.priceDisclaimer) {
    sheet.addRow([]);
    fullWidthRow(text.words.priceDisclaimer, { font: { italic: true, size: 9 } });
  }
  return workbookBytes(workbook);
};
