import {
  type DocumentColumn,
  type DocumentLine,
  documentCellValue,
  documentSizeLegend,
  fillWords,
  formatDocumentValue,
  isSpilloverCell,
} from '@stride/domain';
import { renderPdf } from '../platform/pdf/pdf-document.js';
import type { DocumentContent } from './document-content.js';
import { documentHeading, documentSubheading, seasonLine } from './document-headings.js';
import type { DocumentImages, DocumentLogoImage } from './document-images.js';

/** A4 landscape, in points. */
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const MARGIN = 30;
const FOOTER_HEIGHT = 18;
const CELL_PADDING = 3;
const FONT_SIZE = 7.5;
const HEADER_HEIGHT = 22;
const DIVIDER_HEIGHT = 18;
/** The header's logo box, in the top right corner of every page; the content starts below it. */
const LOGO_WIDTH = 120;
const LOGO_HEIGHT = 36;
const LOGO_GAP = 8;
/** A long text cell grows up to this height, then ends with an ellipsis. */
const MAX_TEXT_HEIGHT = 84;

type Doc = PDFKit.PDFDocument;

const valueText = (column: DocumentColumn, line: DocumentLine, locale: string) =>
  formatDocumentValue(column.kind, documentCellValue(column.key, line), line.currency, locale);

/** Widest a short column grows; wider values wrap. */
const MAX_SHORT_WIDTH = 110;
/** A long text column (description, features) aims at this width… */
const MIN_LONG_WIDTH = 90;
/** …and gives way down to this one before the other columns have to. */
const MIN_WRAP_WIDTH = 50;
/** Many columns print smaller, down to this size, before values have to wrap. */
const MIN_FONT_SIZE = 5.5;

type PlacedColumn = { column: DocumentColumn; x: number; width: number };
type SheetLayout = { columns: PlacedColumn[]; fontSize: number };

/**
 * Column x positions and widths: the picture's is fixed; short columns are as wide as their
 * widest value (or a word of the heading), long texts share what is left. When the page is too
 * narrow, the type gets smaller (to MIN_FONT_SIZE), then every column shrinks and values wrap.
 */
const layoutColumns = (doc: Doc, content: DocumentContent, pageWidth: number, imageSize: number): SheetLayout => {
  const { columns, lines, text, language } = content;
  const imageWidth = columns.some((column) => column.kind === 'image') ? imageSize + 2 * CELL_PADDING : 0;
  // Text widths at FONT_SIZE; a smaller size scales them linearly.
  const textWidths = columns.map((column) => {
    if (column.kind === 'image' || column.kind === 'longText') return 0;
    doc.font('bold').fontSize(FONT_SIZE);
    let widest = Math.max(...text.columns[column.key].split(/\s+/).map((word) => doc.widthOfString(word)));
    doc.font('regular');
    for (const line of lines) widest = Math.max(widest, doc.widthOfString(valueText(column, line, language)));
    return widest + 2;
  });
  const longCount = columns.filter((column) => column.kind === 'longText').length;
  const padding = 2 * CELL_PADDING * columns.filter((column) => column.kind !== 'image').length;
  const room = pageWidth - imageWidth - padding - longCount * MIN_LONG_WIDTH;
  const shortTotal = textWidths.reduce((sum, width) => sum + Math.min(MAX_SHORT_WIDTH, width), 0);
  const fontSize = Math.max(MIN_FONT_SIZE, Math.min(FONT_SIZE, (FONT_SIZE * room) / Math.max(shortTotal, 1)));
  const ratio = fontSize / FONT_SIZE;
  const shortWidths = textWidths.map((width) => Math.min(MAX_SHORT_WIDTH, width * ratio) + 2 * CELL_PADDING);
  const shortSum = columns.reduce(
    (sum, column, index) =>
      column.kind === 'longText' || column.kind === 'image' ? sum : sum + (shortWidths[index] ?? 0),
    0,
  );
  // Long texts take what the short columns leave, wrapping onto more lines when that is little.
  const left = pageWidth - imageWidth - shortSum;
  const longWidth = longCount > 0 ? Math.max(MIN_WRAP_WIDTH, left / longCount) : 0;
  const widths = columns.map((column, index) =>
    column.kind === 'image' ? imageWidth : column.kind === 'longText' ? longWidth : (shortWidths[index] ?? 0),
  );
  const textTotal = widths.reduce((sum, width) => sum + width, 0) - imageWidth;
  // Spare room widens every text column alike; too little narrows them all.
  const scale = (pageWidth - imageWidth) / Math.max(textTotal, 1);
  let x = MARGIN;
  return {
    fontSize,
    columns: columns.map((column, index) => {
      const width = column.kind === 'image' ? imageWidth : (widths[index] ?? 0) * scale;
      const placed = { column, x, width };
      x += width;
      return placed;
    }),
  };
};

/** Where a page's content starts: below the header's logo when the document has one. */
const contentTop = (logo: DocumentLogoImage | null) => (logo ? MARGIN + LOGO_HEIGHT + LOGO_GAP : MARGIN);

/** Starts a page and answers where its content starts. */
const startPage = (doc: Doc, top: number) => {
  doc.addPage();
  return top;
};

/** The table of a linesheet or pricesheet, its header row repeated on each page. */
const drawSheet = (doc: Doc, content: DocumentContent, images: DocumentImages, imageSize: number, top: number) => {
  const { settings, text, language } = content;
  const pageWidth = PAGE_WIDTH - 2 * MARGIN;
  const bottom = () => PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT;
  const { columns: placed, fontSize } = layoutColumns(doc, content, pageWidth, imageSize);

  const drawHeader = (rowTop: number) => {
    doc.rect(MARGIN, rowTop, pageWidth, HEADER_HEIGHT).fill('#e8eaed').fillColor('#000000');
    doc.font('bold').fontSize(fontSize);
    for (const { column, x, width } of placed) {
      if (column.kind === 'image') continue;
      doc.text(text.columns[column.key], x + CELL_PADDING, rowTop + 3, {
        width: width - 2 * CELL_PADDING,
        height: HEADER_HEIGHT - 3,
        ellipsis: true,
      });
    }
    return rowTop + HEADER_HEIGHT;
  };

  let y = drawHeader(startPage(doc, top));
  const ensureRoom = (height: number) => {
    if (y + height > bottom()) y = drawHeader(startPage(doc, top));
  };

  for (const [index, section] of content.sections.entries()) {
    if (index > 0 && settings.groupPageBreaks) y = drawHeader(startPage(doc, top));
    if (section.title !== null && settings.groupDividers) {
      ensureRoom(DIVIDER_HEIGHT + imageSize);
      doc.rect(MARGIN, y, pageWidth, DIVIDER_HEIGHT).fill('#d5e3f5').fillColor('#000000');
      doc
        .font('bold')
        .fontSize(9)
        .text(section.title, MARGIN + CELL_PADDING, y + 4, { lineBreak: false });
      y += DIVIDER_HEIGHT;
    }
    let previous: DocumentLine | undefined;
    for (const line of section.lines) {
      if (settings.sectionBreaks && previous && previous.style !== line.style) y += 6;
      const hidden = settings.hideColorSpillover ? previous : undefined;
      doc.font('regular').fontSize(fontSize);
      const cells = placed.map((place) => ({
        ...place,
        value:
          place.column.kind === 'image' || isSpilloverCell(place.column.key, line, hidden)
            ? ''
            : valueText(place.column, line, language),
      }));
      const textHeight = Math.max(
        ...cells.map(({ value, width }) =>
          value ? Math.min(MAX_TEXT_HEIGHT, doc.heightOfString(value, { width: width - 2 * CELL_PADDING })) : 0,
        ),
      );
      const picture = images.get(line.id);
      const height = Math.max(textHeight, picture ? imageSize : 0) + 2 * CELL_PADDING;
      ensureRoom(height);
      for (const { column, x, width, value } of cells) {
        if (column.kind === 'image') {
          if (picture)
            doc.image(picture, x + CELL_PADDING, y + CELL_PADDING, {
              fit: [imageSize, imageSize],
              align: 'center',
              valign: 'center',
            });
        } else if (value) {
          const numeric = column.kind === 'money' || column.kind === 'percent' || column.kind === 'integer';
          doc.text(value, x + CELL_PADDING, y + CELL_PADDING, {
            width: width - 2 * CELL_PADDING,
            height: MAX_TEXT_HEIGHT,
            ellipsis: true,
            align: numeric ? 'right' : 'left',
          });
        }
      }
      y += height;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + pageWidth, y)
        .lineWidth(0.3)
        .strokeColor('#cccccc')
        .stroke();
      previous = line;
    }
  }
  return y;
};

/** Tearsheet with hero image: one page per line, its picture large and its facts beside it. */
const drawHeroPages = (doc: Doc, content: DocumentContent, images: DocumentImages, top: number) => {
  const { text, language } = content;
  const facts = content.columns.filter((column) => !['image', 'style', 'color', 'name'].includes(column.key));
  // The picture keeps its size; a header logo takes the room above it.
  const imageBox = 340;
  const pictureTop = Math.max(MARGIN + 20, top);
  for (const line of content.lines) {
    startPage(doc, top);
    const picture = images.get(line.id);
    if (picture)
      doc.image(picture, MARGIN, pictureTop, { fit: [imageBox, imageBox], align: 'center', valign: 'center' });
    const left = MARGIN + imageBox + 24;
    const width = PAGE_WIDTH - left - MARGIN;
    doc
      .font('bold')
      .fontSize(18)
      .fillColor('#000000')
      .text(line.name, left, pictureTop, { width, height: 48, ellipsis: true });
    doc.font('regular').fontSize(11).fillColor('#555555').text(`${line.style}-${line.color}`, { width });
    doc.fillColor('#000000').moveDown(0.6);
    for (const column of facts) {
      const value = valueText(column, line, language);
      if (!value) continue;
      doc.font('bold').fontSize(9).text(`${text.columns[column.key]}: `, { continued: true, width });
      doc.font('regular').text(value, { width, height: 120, ellipsis: true });
    }
  }
};

/** Tearsheet with thumbnails only: a grid of pictures with style, name and price under each. */
const drawThumbnailPages = (doc: Doc, content: DocumentContent, images: DocumentImages, top: number) => {
  const { language } = content;
  const perRow = 5;
  const rows = 3;
  const cellWidth = (PAGE_WIDTH - 2 * MARGIN) / perRow;
  const cellHeight = (PAGE_HEIGHT - top - MARGIN - FOOTER_HEIGHT) / rows;
  const imageSize = Math.min(cellWidth, cellHeight) - 46;
  const prices = content.columns.filter((column) => column.kind === 'money');
  content.lines.forEach((line, index) => {
    const slot = index % (perRow * rows);
    if (slot === 0) startPage(doc, top);
    const x = MARGIN + (slot % perRow) * cellWidth;
    const y = top + Math.floor(slot / perRow) * cellHeight;
    const picture = images.get(line.id);
    if (picture) doc.image(picture, x + 4, y, { fit: [cellWidth - 8, imageSize], align: 'center', valign: 'center' });
    const captionTop = y + imageSize + 4;
    doc.font('bold').fontSize(8).fillColor('#000000');
    doc.text(`${line.style}-${line.color}`, x + 4, captionTop, { width: cellWidth - 8, lineBreak: false });
    doc.font('regular').text(line.name, { width: cellWidth - 8, height: 10, ellipsis: true, lineBreak: false });
    const price = prices
      .map((column) => valueText(column, line, language))
      .filter(Boolean)
      .join(' / ');
    if (price) doc.text(price, { width: cellWidth - 8, lineBreak: false });
  });
};

/** Season cover and title pages, each when its setting is on. */
const drawCovers = (doc: Doc, content: DocumentContent, top: number) => {
  const width = PAGE_WIDTH - 2 * MARGIN;
  if (content.settings.seasonCoverPage) {
    startPage(doc, top);
    doc
      .font('bold')
      .fontSize(40)
      .text(seasonLine(content), MARGIN, PAGE_HEIGHT / 2 - 50, { width, align: 'center' });
    doc.font('regular').fontSize(16).text(content.assortment.title, { width, align: 'center' });
  }
  if (content.settings.titlePage) {
    startPage(doc, top);
    doc
      .font('bold')
      .fontSize(26)
      .text(documentHeading(content), MARGIN, PAGE_HEIGHT / 3, { width, align: 'center' });
    doc.moveDown(0.8).font('regular').fontSize(13).fillColor('#444444');
    for (const line of documentSubheading(content)) doc.text(line, { width, align: 'center' });
    doc.fillColor('#000000');
  }
};

/** Size legend and price disclaimer under the last line, on a new page when they do not fit. */
const drawClosing = (doc: Doc, content: DocumentContent, after: number, top: number) => {
  const { settings, text } = content;
  const width = PAGE_WIDTH - 2 * MARGIN;
  const bottom = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT;
  let y = after + 10;
  const room = (height: number) => {
    if (y + height > bottom) y = startPage(doc, top);
  };
  const legend = settings.sizeLegend ? documentSizeLegend(content.lines) : [];
  if (legend.length > 0) {
    room(14 + legend.length * 11);
    doc.font('bold').fontSize(9).text(text.words.sizeLegend, MARGIN, y, { width });
    doc.font('regular').fontSize(8);
    for (const entry of legend) doc.text(`${entry.scale}: ${entry.ranges}`, { width });
    y = doc.y + 8;
  }
  if (settings.priceDisclaimer) {
    room(20);
    doc.font('regular').fontSize(7.5).fillColor('#555555').text(text.words.priceDisclaimer, MARGIN, y, { width });
    doc.fillColor('#000000');
  }
};

/** Page numbers and the heading on every page, written once the page count is known; the logo on top. */
const drawPageFrames = (doc: Doc, content: DocumentContent, logo: DocumentLogoImage | null) => {
  const { start, count } = doc.bufferedPageRange();
  const heading = documentHeading(content);
  // pdfkit keeps an image given as a data URI by that string: the logo is embedded once for all pages.
  const logoImage = logo ? `data:image/jpeg;base64,${logo.bytes.toString('base64')}` : null;
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    if (logoImage)
      doc.image(logoImage, PAGE_WIDTH - MARGIN - LOGO_WIDTH, MARGIN, {
        fit: [LOGO_WIDTH, LOGO_HEIGHT],
        align: 'right',
        valign: 'center',
      });
    // Writing below the bottom margin would start a new page: the footer lives in the margin.
    doc.page.margins.bottom = 0;
    const y = PAGE_HEIGHT - MARGIN - 10;
    const width = PAGE_WIDTH - 2 * MARGIN;
    doc.font('regular').fontSize(7).fillColor('#777777');
    doc.text(heading, MARGIN, y, { width: width / 2, lineBreak: false, ellipsis: true, height: 10 });
    if (content.settings.pageNumbers) {
      const page = fillWords(content.text.words.page, { page: index - start + 1, pages: count });
      doc.text(page, MARGIN, y, { width, align: 'right', lineBreak: false });
    }
  }
};

/**
 * An assortment document as a pdf (A4 landscape): covers, then the sheet's table or the
 * tearsheet's pages, the closing notes, and footers; the logo, when there is one, in the top
 * right corner of every page.
 */
export const renderDocumentPdf = (
  content: DocumentContent,
  images: DocumentImages,
  logo: DocumentLogoImage | null,
): Promise<Buffer> =>
  renderPdf(
    {
      size: 'A4',
      layout: 'landscape',
      margin: MARGIN,
      autoFirstPage: false,
      bufferPages: true,
      info: {
        Title: documentHeading(content),
        Author: content.settings.author ? content.assortment.owner.name : 'Stride',
        Creator: 'Stride',
        CreationDate: content.generatedAt,
      },
    },
    (doc) => {
      const top = contentTop(logo);
      drawCovers(doc, content, top);
      if (content.type.name === 'Tearsheet') {
        if (content.type.subType === 'With Hero Image') drawHeroPages(doc, content, images, top);
        else drawThumbnailPages(doc, content, images, top);
        if (content.lines.length === 0) startPage(doc, top);
      } else {
        const expanded = content.type.subType === 'Expanded';
        drawClosing(doc, content, drawSheet(doc, content, images, expanded ? 64 : 40, top), top);
      }
      drawPageFrames(doc, content, logo);
    },
  );
