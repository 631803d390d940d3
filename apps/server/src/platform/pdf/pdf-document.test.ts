import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf-reader.js';
import { renderPdf } from './pdf-document.js';

describe('pdf documents', () => {
  it('draw and measure the printable part of any text, in the document fonts', async () => {
    const hostile = 'Spring\u0000 line\u0007 bad\ufffe\uffff half\ud800 esc\u001b[31m';
    const widths: number[] = [];
    const pdf = await renderPdf({ size: 'A4', info: { Title: `Title\u0000 ${hostile}` } }, (doc) => {
      doc.font('regular').text(hostile).font('bold').text('Ärmel\r\nŁódź', { width: 300 });
      widths.push(doc.widthOfString(hostile), doc.widthOfString('Spring line bad half esc[31m'));
    });
    expect(widths[0]).toBe(widths[1]);
    const { pageCount, pages } = await readPdf(pdf);
    expect(pageCount).toBe(1);
    expect(pages[0]).toContain('Spring line bad half esc[31m');
    expect(pages[0]).toContain('Ärmel');
    expect(pages[0]).toContain('Łódź');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it checks
    expect(pages[0]).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
    expect(pdf.toString('latin1')).toContain('(Title Spring line bad half esc[31m)');
  });

  it('rejects what its drawing throws', async () => {
    await expect(
      renderPdf({}, () => {
        throw new Error('no picture');
      }),
    ).rejects.toThrow('no picture');
  });
});
