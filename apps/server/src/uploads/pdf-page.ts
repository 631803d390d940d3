import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { RenderParameters } from 'pdfjs-dist/types/src/display/api.js';

// pdf.js reads the 14 standard PDF fonts (used but not embedded by many PDFs) from its package.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The first page of a PDF as a PNG whose longer side is `size` px (pdf.js drawing on a Skia canvas). */
export const renderPdfFirstPage = async (pdf: Buffer, size: number): Promise<Buffer> => {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: size / Math.max(natural.width, natural.height) });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    // pdf.js types its canvas as the DOM's; the Skia canvas implements what it draws with.
    const target = canvas as unknown as RenderParameters['canvas'];
    await page.render({ canvas: target, viewport, background: '#ffffff' }).promise;
    return canvas.encode('png');
  } finally {
    await document.destroy();
  }
};
