import { fileTypeFromBuffer } from 'file-type';

/** Enough of the start of a file to tell its type, office documents (ZIP entries) included. */
export const SNIFF_BYTES = 262_144;

/** The content type the bytes show (not the name or the browser's claim), or null when unknown. */
export const sniffContentType = async (start: Buffer): Promise<string | null> =>
  (await fileTypeFromBuffer(start))?.mime ?? null;
