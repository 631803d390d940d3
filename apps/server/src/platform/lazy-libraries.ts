// Loaded on first use, not at start: together they hold about 100 MB the idle server never needs (docs/decisions/platform.md "Memory").
const once = <T>(load: () => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
};

export const loadExcelJs = once(() => import('exceljs').then((module) => module.default));
export const loadPdfKit = once(() => import('pdfkit').then((module) => module.default));
export const loadSharp = once(() => import('sharp').then((module) => module.default));
export const loadZipCodes = once(() => import('zipcodes').then((module) => module.default));
