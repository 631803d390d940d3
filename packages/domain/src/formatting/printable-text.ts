/**
 * What no document may hold: control characters but tab and line breaks (XML 1.0 refuses them in
 * a workbook; a pdf font has no glyph), the noncharacters U+FFFE and U+FFFF (an xlsx holding one
 * does not open), and halves of surrogate pairs.
 */
const UNPRINTABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as a workbook cell or a pdf draws it: the unprintable left out, line breaks as `\n`. */
export const printableText = (text: string): string => text.replace(/\r\n?/g, '\n').replace(UNPRINTABLE, '');
