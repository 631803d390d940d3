// Renders the first page of a PDF in a worker thread: pdf.js's legacy build installs polyfills
// that slow down JSON.stringify for the whole isolate (about 20 times for large answers), so it
// never loads into the server's own. Plain JavaScript, so it loads under tsx, vitest and node alike.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js reads the 14 standard PDF fonts (used but not embedded by many PDFs) from its package.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

const render = async ({ pdf, size }) => {
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
    await page.render({ canvas, viewport, background: '#ffffff' }).promise;
    return canvas.encode('png');
  } finally {
    await document.destroy();
  }
};

render(workerData).then(
  (png) => parentPort.postMessage({ png }),
  (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
