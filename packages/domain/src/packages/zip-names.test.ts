import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStoredUncompressed, packageFilename, safeZipEntryName, uniqueZipEntryNames } from './zip-names.js';

describe('zip names', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['a/b\\c:d.txt', 'a_b_c_d.txt'],
    ['.hidden', 'hidden'],
    ['', 'file'],
    ['   ', 'file'],
  ])('%j is packed as %j', (name, safe) => {
    expect(safeZipEntryName(name)).toBe(safe);
  });

  it('keeps the extension of a name it shortens', () => {
    const safe = safeZipEntryName(`${'x'.repeat(300)}.jpg`);
    expect(safe).toHaveLength(200);
    expect(safe.endsWith('.jpg')).toBe(true);
  });

  it('numbers later copies of a name, ignoring case', () => {
    expect(uniqueZipEntryNames(['a.jpg', 'A.jpg', 'a.jpg', 'b'])).toEqual(['a.jpg', 'A (2).jpg', 'a (3).jpg', 'b']);
  });

  it('never gives two entries the same name or a folder', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 30 }), (names) => {
        const unique = uniqueZipEntryNames(names);
        expect(new Set(unique.map((name) => name.toLowerCase())).size).toBe(names.length);
        for (const name of unique) expect(name).not.toMatch(/[\\/]/);
      }),
    );
  });

  it('the zip is named as chosen and ends in .zip', () => {
    expect(packageFilename('Spring Campaign')).toBe('Spring Campaign.zip');
    expect(packageFilename('photos.ZIP')).toBe('photos.ZIP');
  });

  it('stores compressed media and deflates the rest', () => {
    expect(isStoredUncompressed('hero.JPG')).toBe(true);
    expect(isStoredUncompressed('spot.mp4')).toBe(true);
    expect(isStoredUncompressed('layers.psd')).toBe(false);
    expect(isStoredUncompressed('README')).toBe(false);
  });
});
