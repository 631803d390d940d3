import type { DocumentLabels } from '@stride/domain';
import { renderPdf } from '../platform/pdf/pdf-document.js';

/** What a tearsheet shows, already formatted (money, dates) for the chosen location. */
export type TearsheetContent = {
  name: string;
  styleColorId: string;
  /** Division / gender / pillar. */
  classification: string;
  description: string;
  features: readonly string[];
  components: readonly string[];
  sizeRange: string;
  sizeScale: string;
  locationCode: string;
  wholesalePrice: string;
  suggestedRetail: string;
  /** The line status with its name in the document's language. */
  lineStatus: string;
  firstAvailable: string;
  generated: string;
  labels: DocumentLabels;
  /** JPEG or PNG. */
  image: Buffer;
};

const MARGIN = 36;
const IMAGE_WIDTH = 360;

/**
 * Draws one A4-landscape page. Long descriptions and feature lists are cut to their boxes
 * (`height` + `ellipsis`), so the sheet never flows onto a second page.
 * compress: false keeps the text readable in the file (tests).
 */
export const renderTearsheet = (content: TearsheetContent, options: { compress?: boolean } = {}): Promise<Buffer> =>
  renderPdf(
    {
      size: 'A4',
      layout: 'landscape',
      margin: MARGIN,
      compress: options.compress ?? true,
      info: { Title: `${content.name} ${content.styleColorId}`, Creator: 'Stride' },
    },
    (doc) => {
      const pageWidth = doc.page.width;
      const pageHeight = doc.page.height;
      doc.image(content.image, MARGIN, MARGIN, { fit: [IMAGE_WIDTH, IMAGE_WIDTH], align: 'center', valign: 'center' });

      const left = MARGIN + IMAGE_WIDTH + 24;
      const width = pageWidth - left - MARGIN;
      doc.font('bold').fontSize(20).text(content.name, left, MARGIN, { width, height: 52, ellipsis: true });
      doc.font('regular').fontSize(12).fillColor('#555555').text(content.styleColorId, { width });
      doc.text(content.classification, { width }).moveDown(0.6).fillColor('#000000');

      const field = (label: string, value: string) => {
        doc.font('bold').fontSize(10).text(`${label}: `, { continued: true, width });
        doc.font('regular').text(value || '—', { width });
      };
      const { labels } = content;
      field(labels.location, content.locationCode);
      field(labels.wholesale, content.wholesalePrice);
      field(labels.suggestedRetail, content.suggestedRetail);
      field(labels.lineStatus, content.lineStatus);
      field(labels.firstAvailable, content.firstAvailable);
      field(labels.sizeRange, content.sizeRange);
      field(labels.sizeScale, content.sizeScale);
      field(labels.components, content.components.join(', '));
      doc.moveDown(0.6);

      const footerTop = pageHeight - MARGIN - 12;
      const boxHeight = (top: number) => Math.max(10, footerTop - 8 - top);
      doc.font('regular').fontSize(10).text(content.description, { width, height: 90, ellipsis: true });
      doc.moveDown(0.6);
      const features = content.features.map((feature) => `• ${feature}`).join('\n');
      doc.text(features, left, doc.y, { width, height: boxHeight(doc.y), ellipsis: true });

      doc
        .fontSize(8)
        .fillColor('#777777')
        .text(`${labels.generated} ${content.generated}`, MARGIN, footerTop, {
          width: pageWidth - 2 * MARGIN,
          lineBreak: false,
        });
    },
  );
