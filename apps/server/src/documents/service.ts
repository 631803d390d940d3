import {
  type AssortmentDocumentRequest,
  type DocumentFormat,
  documentFileTypeOf,
  documentImageSize,
  type User,
} from '@stride/domain';
import type { DocumentContentLoader } from './document-content.js';
import type { DocumentImagesLoader } from './document-images.js';
import { documentContentTypes } from './file-reply.js';
import { renderDocumentPdf } from './pdf-render.js';
import { renderDocumentXlsx } from './xlsx-render.js';

export type RenderedDocument = { filename: string; contentType: string; bytes: Buffer; lineCount: number };

/** Renders an assortment document in the format asked for (the route's, whatever the body says). */
export const createDocumentService = (deps: { content: DocumentContentLoader; images: DocumentImagesLoader }) => ({
  render: async (user: User, request: AssortmentDocumentRequest, format: DocumentFormat): Promise<RenderedDocument> => {
    const asked = { ...request, documentType: { ...request.documentType, type: documentFileTypeOf(format) } };
    const content = await deps.content(user, asked);
    const images = await deps.images(user, content, documentImageSize(format, content.type, content.settings));
    const bytes =
      format === 'xlsx' ? await renderDocumentXlsx(content, images) : await renderDocumentPdf(content, images);
    return {
      filename: content.filename,
      contentType: documentContentTypes[format],
      bytes,
      lineCount: content.lines.length,
    };
  },
});

export type DocumentService = ReturnType<typeof createDocumentService>;
