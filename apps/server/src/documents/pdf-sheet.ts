import { type DocumentColumn, type DocumentLine, isSpilloverCell } from '@stride/domain';
import type { DocumentContent } from './document-content.js';
import type { DocumentImages } from './document-images.js';
import {
  CELL_PADDING,
  type Doc,
  FOOTER_HEIGHT,
  MARGIN,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  startPage,
  valueText,
} from './pdf-page.js';

const FONT_SIZE = 7.5;
const HEADER_HEIGHT = 22;
const DIVIDER_HEIGHT = 18;
/** A long text cell grows up to this height, then ends with an ellipsis. */
const MAX_TEXT_HEIGHT = 84;

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

/** The table of a linesheet or pricesheet, its header row repeated on each page. */
export const drawSheet = (
  doc: Doc,
  content: DocumentContent,
  images: DocumentImages,
  imageSize: number,
  top: number,
) => {
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
