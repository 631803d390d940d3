import { createRequire } from 'node:module';

// DejaVu Sans covers every UI language (Polish needs more than the standard fonts' WinAnsi)
// and the currency symbols; only the glyphs used are embedded.
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const REGULAR = fontFile('DejaVuSans.ttf');
const BOLD = fontFile('DejaVuSans-Bold.ttf');

/** Registers the fonts `regular` and `bold` on a document. */
export const registerDocumentFonts = (doc: PDFKit.PDFDocument) => {
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
};
