import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printableText } from './printable-text.js';

describe('printable text', () => {
  it.each([
    ['Spring 2027 — Ärmel', 'Spring 2027 — Ärmel'],
    ['line\r\nbreak\rand\nmore', 'line\nbreak\nand\nmore'],
    ['tab\tkept', 'tab\tkept'],
    ['nul\u0000 bell\u0007 esc\u001b[31m del\u007f c1\u0085', 'nul bell esc[31m del c1'],
    ['non\ufffe\uffffcharacters', 'noncharacters'],
    ['lone\ud800 halves\udc00', 'lone halves'],
    ['pair 😀 kept', 'pair 😀 kept'],
  ])('%j prints as %j', (text, printable) => {
    expect(printableText(text)).toBe(printable);
  });

  it('leaves nothing XML 1.0 refuses', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const printable = printableText(text);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it checks
        expect(printable).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\r\ufffe\uffff]/);
        expect(() => encodeURIComponent(printable)).not.toThrow();
      }),
    );
  });
});
