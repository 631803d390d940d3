import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FILENAME_LENGTH, safeFilename } from './safe-filename.js';

describe('safe file names', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['Campagne été 2027.psd', 'Campagne été 2027.psd'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['/etc/passwd', '_etc_passwd'],
    ['a/b\\c:d.txt', 'a_b_c_d.txt'],
    ['C:\\Users\\me\\logo.png', 'C__Users_me_logo.png'],
    ['a"b\r\nc.txt', 'a_b__c.txt'],
    ['tab\there\u0000\u007f\u0085.txt', 'tab_here___.txt'],
    ['invoice\u202Efdp.exe', 'invoice_fdp.exe'],
    ['what?*<>|.txt', 'what_____.txt'],
    ['.hidden', 'hidden'],
    ['..', 'file'],
    ['name. . .', 'name'],
    ['CON', '_CON'],
    ['nul.txt', '_nul.txt'],
    ['console.log', 'console.log'],
    ['lone\ud800half.txt', 'lone_half.txt'],
    ['', 'file'],
    ['   ', 'file'],
  ])('%j is %j', (name, safe) => {
    expect(safeFilename(name)).toBe(safe);
  });

  it('keeps the extension of a name it shortens, and never cuts a character in half', () => {
    const safe = safeFilename(`${'x'.repeat(300)}.jpg`);
    expect(safe).toHaveLength(MAX_FILENAME_LENGTH);
    expect(safe.endsWith('.jpg')).toBe(true);
    expect(safeFilename(`${'x'.repeat(195)}😀😀.jpg`)).toBe(`${'x'.repeat(195)}.jpg`);
  });

  it('is one plain, non-empty name whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 260 }), (name) => {
        const safe = safeFilename(name);
        expect(safe.length).toBeGreaterThan(0);
        expect(safe.length).toBeLessThanOrEqual(MAX_FILENAME_LENGTH);
        expect(safe).not.toMatch(/[\\/:*?"<>|\p{Cc}]|^\.|[. ]$/u);
        // A half of a surrogate pair is what encodeURIComponent refuses.
        expect(() => encodeURIComponent(safe)).not.toThrow();
        expect(safeFilename(safe)).toBe(safe);
      }),
    );
  });
});
