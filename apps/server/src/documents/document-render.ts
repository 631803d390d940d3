import type { DocumentFormat } from '@stride/domain';
import type { DocumentContent } from './document-content.js';
import type { DocumentImages, DocumentLogoImage } from './document-images.js';
import { renderDocumentPdf } from './pdf-render.js';
import { renderDocumentXlsx } from './xlsx-render.js';

/** Everything a renderer needs, loaded beforehand: it reads no database and no storage. */
export type DocumentRenderJob = {
  format: DocumentFormat;
  content: DocumentContent;
  images: DocumentImages;
  logo: DocumentLogoImage | null;
};

/** A document's bytes in the format asked for. */
export const renderDocumentFile = ({ format, content, images, logo }: DocumentRenderJob): Promise<Buffer> =>
  format === 'xlsx' ? renderDocumentXlsx(content, images, logo) : renderDocumentPdf(content, images, logo);
