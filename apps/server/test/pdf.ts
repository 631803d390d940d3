/** Reading the pdfs pdfkit writes, for tests. */

/** The pages of a pdf: `/Type /Page` objects, not the `/Pages` tree. */
export const countPdfPages = (pdf: Buffer): number =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)\b/g)?.length ?? 0;

/** WinAnsi is latin-1 but for 0x80–0x9F; the characters a tearsheet uses from that range. */
const winAnsiExtras: Record<number, string> = { 128: '€', 149: '•', 150: '–', 151: '—' };
const winAnsi = {
  decode: (bytes: Buffer) => [...bytes].map((byte) => winAnsiExtras[byte] ?? String.fromCharCode(byte)).join(''),
};

/** The text lines of an uncompressed pdfkit pdf: each TJ array's hex strings, decoded as WinAnsi. */
export const pdfTextLines = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)].map(([, parts]) =>
    [...(parts ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
      .map(([, hex]) => winAnsi.decode(Buffer.from(hex ?? '', 'hex')))
      .join(''),
  );
