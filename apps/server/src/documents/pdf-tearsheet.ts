import type { DocumentContent } from './document-content.js';
import type { DocumentImages } from './document-images.js';
import { type Doc, FOOTER_HEIGHT, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, startPage, valueText } from './pdf-page.js';

/** Tearsheet with hero image: one page per line, its picture large and its facts beside it. */
export const drawHeroPages = (doc: Doc, content: DocumentContent, images: DocumentImages, top: number) => {
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
export const drawThumbnailPages = (doc: Doc, content: DocumentContent, images: DocumentImages, top: number) => {
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
