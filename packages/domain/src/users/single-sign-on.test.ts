import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameSiteReturnPath, ssoLoginQuerySchema } from './single-sign-on.js';

describe('isSameSiteReturnPath', () => {
  it.each([
    '/dashboard',
    '/product/assortments/assortment/42?tab=manage#top',
    '/advertising/libraries/manage/assets/pending',
    '/',
  ])('accepts the site path %s', (path) => {
    expect(isSameSiteReturnPath(path)).toBe(true);
  });

  it.each([
    '',
    'dashboard',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    ' /dashboard',
    `/${'a'.repeat(2_000)}`,
  ])('refuses %j', (path) => {
    expect(isSameSiteReturnPath(path)).toBe(false);
  });

  /** Paths built from the characters open-redirect tricks are made of. */
  const trickyPath = fc
    .array(fc.constantFrom('/', '\\', '\t', '\n', '\r', ':', '@', '.', 'a', '%2f', '?', '#', ' ', 'http'), {
      maxLength: 12,
    })
    .map((parts) => `/${parts.join('')}`);

  it('never lets an accepted value leave the site, even after a browser strips tabs and line breaks', () => {
    fc.assert(
      fc.property(trickyPath, (candidate) => {
        if (!isSameSiteReturnPath(candidate)) return;
        const asBrowserReadsIt = candidate.replace(/[\t\n\r]/g, '');
        expect(asBrowserReadsIt.startsWith('//') || asBrowserReadsIt.startsWith('/\\')).toBe(false);
        expect(new URL(candidate, 'https://stride.example').origin).toBe('https://stride.example');
      }),
    );
  });
});

describe('ssoLoginQuerySchema', () => {
  it('leaves returnTo optional', () => {
    expect(ssoLoginQuerySchema.parse({})).toEqual({});
  });
  it('refuses an open redirect', () => {
    expect(ssoLoginQuerySchema.safeParse({ returnTo: '//evil.example' }).success).toBe(false);
  });
});
