import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A pdf read with pdf.js, as a viewer reads it: its page count and each page's text. */
export const readPdf = async (pdf: Buffer): Promise<{ pageCount: number; pages: string[] }> => {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return { pageCount: document.numPages, pages };
  } finally {
    await document.destroy();
  }
};
