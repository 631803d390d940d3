// pdf.js reads a test's pdf in a thread of its own: its legacy build installs polyfills on the
// global object, which would otherwise stay in the worker process that the next test files share.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const document = await getDocument({ data: workerData.pdf, isEvalSupported: false, verbosity: 0 }).promise;
try {
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  parentPort.postMessage({ pageCount: document.numPages, pages });
} finally {
  await document.destroy();
}
