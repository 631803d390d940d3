/** Hands a file the page received (pdf, xlsx) to the browser's download, under `filename`. */
export const saveBlob = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click starts the download synchronously; the URL can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};
