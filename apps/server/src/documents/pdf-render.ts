import { documentSizeLegend, fillWords } from '@stride/domain';
import { renderPdf } from '../platform/pdf/pdf-document.js';
import type { DocumentContent } from './document-content.js';
import { documentHeading, documentSubheading, seasonLine } from './document-headings.js';
import type { DocumentImages, DocumentLogoImage } from './document-images.js';
import { type Doc, FOOTER_HEIGHT, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, startPage } from './pdf-page.js';
import { drawSheet } from './pdf-sheet.js';
import { drawHeroPages, drawThumbnailPages } from './pdf-tearsheet.js';

/** The header's logo box, in the top right corner of every page; the content starts below it. */
const LOGO_WIDTH = 120;
const LOGO_HEIGHT = 36;
const LOGO_GAP = 8;

/** Where a page's content starts: below the header's logo when the document has one. */
const contentTop = (logo: DocumentLogoImage | null) => (logo ? MARGIN + LOGO_HEIGHT + LOGO_GAP : MARGIN);

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
