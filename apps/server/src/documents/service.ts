import {
  type AssortmentDocumentRequest,
  type DocumentFormat,
  documentFileTypeOf,
  documentImageSize,
  type User,
} from '@stride/domain';
import type { DocumentContentLoader } from './document-content.js';
import type { DocumentImagesLoader, DocumentLogoLoader } from './document-images.js';
import type { DocumentRenderJob } from './document-render.js';
import { documentContentTypes } from './file-reply.js';

export type RenderedDocument = { filename: string; contentType: string; bytes: Buffer; lineCount: number };

/**
 * Renders an assortment document in the format asked for (the route's, whatever the body says):
 * lines, pictures and logo are loaded here, the file is laid out by `render` (worker threads).
 */
export const createDocumentService = (deps: {
  content: DocumentContentLoader;
  images: DocumentImagesLoader;
  logo: DocumentLogoLoader;
  render: (job: DocumentRenderJob) => Promise<Buffer>;
}) => ({
  render: async (user: User, request: AssortmentDocumentRequest, format: DocumentFormat): Promise<RenderedDocument> => {
    const asked = { ...request, documentType: { ...request.documentType, type: documentFileTypeOf(format) } };
    const content = await deps.content(user, asked);
    const [images, logo] = await Promise.all([
      deps.images(user, content, documentImageSize(format, content.type, content.settings)),
      deps.logo(user, content.logo),
    ]);
    const bytes = await deps.render({ format, content, images, logo });
    return {
      filename: content.filename,
      contentType: documentContentTypes[format],
      bytes,
      lineCount: content.lines.length,
    };
  },
});

export type DocumentService = ReturnType<typeof createDocumentService>;
