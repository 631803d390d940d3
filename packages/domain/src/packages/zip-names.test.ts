import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStoredUncompressed, packageFilename, uniqueZipEntryNames } from './zip-names.js';

describe('zip names', () => {
  it('numbers later copies of a name, ignoring case', () => {
    expect(uniqueZipEntryNames(['a.jpg', 'A.jpg', 'a.jpg', 'b'])).toEqual(['a.jpg', 'A (2).jpg', 'a (3).jpg', 'b']);
  });

  it('packs hostile names as plain, distinct names', () => {
    expect(uniqueZipEntryNames(['../../etc/passwd', '/etc/passwd', 'a"b\r\nc.txt', 'C:\\evil.exe', '..'])).toEqual([
      '_.._etc_passwd',
      '_etc_passwd',
      'a_b__c.txt',
      'C__evil.exe',
      'file',
    ]);
  });

  it('never gives two entries the same name or a folder', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 12 }), { maxLength: 30 }), (names) => {
        const unique = uniqueZipEntryNames(names);
        expect(new Set(unique.map((name) => name.toLowerCase())).size).toBe(names.length);
        for (const name of unique) expect(name).not.toMatch(/[\\/\p{Cc}]|^\./u);
      }),
    );
  });

  it('the zip is named as chosen and ends in .zip', () => {
    expect(packageFilename('Spring Campaign')).toBe('Spring Campaign.zip');
    expect(packageFilename('photos.ZIP')).toBe('photos.ZIP');
    expect(packageFilename('../x\r\nSet-Cookie: a=b')).toBe('_x__Set-Cookie_ a=b.zip');
  });

  it('stores compressed media and deflates the rest', () => {
    expect(isStoredUncompressed('hero.JPG')).toBe(true);
    expect(isStoredUncompressed('spot.mp4')).toBe(true);
    expect(isStoredUncompressed('layers.psd')).toBe(false);
    expect(isStoredUncompressed('README')).toBe(false);
  });
});
