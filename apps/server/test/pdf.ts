/** Reading the pdfs pdfkit writes, for tests. */

/** The pages of a pdf: `/Type /Page` objects, not the `/Pages` tree. */
export const countPdfPages = (pdf: Buffer): number =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)\b/g)?.length ?? 0;

const hexToText = (hex: string) => String.fromCodePoint(Number.parseInt(hex, 16));

/** A font's glyph code → text, from its ToUnicode CMap (bfchar pairs and bfrange runs or arrays). */
const readCmap = (cmap: string): Map<number, string> => {
  const codes = new Map<number, string>();
  for (const [, body = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code = '', text = ''] of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      codes.set(Number.parseInt(code, 16), hexToText(text));
  for (const [, body = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, start = '', , list, first] of body.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
    )) {
      const from = Number.parseInt(start, 16);
      if (list !== undefined) {
        const texts = [...list.matchAll(/<([0-9a-fA-F]+)>/g)].map(([, text = '']) => hexToText(text));
        for (const [index, text] of texts.entries()) codes.set(from + index, text);
      } else if (first !== undefined) codes.set(from, hexToText(first));
    }
  }
  return codes;
};

/**
 * The text lines of an uncompressed pdfkit pdf: each TJ array decoded with the ToUnicode map of
 * the font set before it (pdfkit embeds fonts as subsets with their own glyph codes).
 */
export const pdfTextLines = (pdf: Buffer): string[] => {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id = '', body = ''] of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(id, body);
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name = '', id = ''] of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const cmapId = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id) ?? '')?.[1];
    if (cmapId) fonts.set(name, readCmap(objects.get(cmapId) ?? ''));
  }
  const lines: string[] = [];
  let font: Map<number, string> | undefined;
  for (const [, fontName, parts] of source.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
    if (fontName) font = fonts.get(fontName);
    else
      lines.push(
        [...(parts ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
          .flatMap(([, hex = '']) => hex.match(/.{4}/g) ?? [])
          .map((code) => font?.get(Number.parseInt(code, 16)) ?? '')
          .join(''),
      );
  }
  return lines;
};
