import type { AnnouncementDocumentLabels } from '@stride/domain';
import { renderPdf } from '../platform/pdf/pdf-document.js';

export type AnnouncementPdfContent = {
  title: string;
  body: string;
  link: string | null;
  /** Already formatted, or null when not published. */
  publishedOn: string | null;
  labels: AnnouncementDocumentLabels;
};

const MARGIN = 56;

/** An A4 page (or more, for a long body) with the announcement. compress: false keeps text readable (tests). */
export const renderAnnouncementPdf = (content: AnnouncementPdfContent, options: { compress?: boolean } = {}) =>
  renderPdf(
    {
      size: 'A4',
      margin: MARGIN,
      compress: options.compress ?? true,
      info: { Title: content.title, Creator: 'Stride' },
    },
    (doc) => {
      const { labels } = content;
      doc.font('regular').fontSize(10).fillColor('#777777').text(labels.announcement.toUpperCase());
      doc.font('bold').fontSize(22).fillColor('#000000').text(content.title).moveDown(0.3);
      doc
        .font('regular')
        .fontSize(10)
        .fillColor('#555555')
        .text(content.publishedOn ? `${labels.published}: ${content.publishedOn}` : labels.notPublished)
        .moveDown(1);
      doc.fontSize(12).fillColor('#000000').text(content.body, { lineGap: 3 });
      if (content.link) {
        doc.moveDown(1).font('bold').text(`${labels.link}: `, { continued: true });
        doc.font('regular').fillColor('#1a5fb4').text(content.link, { link: content.link, underline: true });
      }
    },
  );
