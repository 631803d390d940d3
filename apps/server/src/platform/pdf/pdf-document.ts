import { printableText } from '@stride/domain';
import { loadPdfKit } from '../lazy-libraries.js';
import { registerDocumentFonts } from './fonts.js';

const printable = (value: unknown) => (typeof value === 'string' ? printableText(value) : value);

/**
 * Every text a document draws or measures made printable on its way in, so no caller can
 * forget it: names, notes and titles come from people, and a control character has no glyph
 * (nor is it the same width measured as drawn).
 */
const drawPrintableTextOnly = (doc: PDFKit.PDFDocument) => {
  for (const method of ['text', 'widthOfString', 'heightOfString'] as const) {
    const original = doc[method];
    Object.defineProperty(doc, method, {
      value: (text: unknown, ...rest: unknown[]) => Reflect.apply(original, doc, [printable(text), ...rest]),
    });
  }
};

/**
 * A pdf drawn by `draw`, as bytes: the document fonts registered (`regular`, `bold`), its
 * texts and metadata printable.
 */
export const renderPdf = async (
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> => {
  const PDFDocument = await loadPdfKit();
  const info =
    options.info && Object.fromEntries(Object.entries(options.info).map(([key, value]) => [key, printable(value)]));
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ ...options, info });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerDocumentFonts(doc);
    drawPrintableTextOnly(doc);
    draw(doc);
    doc.end();
  });
};
