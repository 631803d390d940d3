import { describe, expect, it } from 'vitest';
import { mailAddressesIn, savedSearchHref, shareSearchRequestSchema } from './searches.js';

describe('searches', () => {
  it('reads addresses separated by commas, semicolons, spaces or lines, as pasted from a mail client', () => {
    expect(mailAddressesIn(' a@x.example, b@x.example;c@x.example\nd@x.example  ')).toEqual([
      'a@x.example',
      'b@x.example',
      'c@x.example',
      'd@x.example',
    ]);
    expect(mailAddressesIn('  ')).toEqual([]);
  });

  it('opens a saved search on its page with its filters', () => {
    expect(savedSearchHref({ path: '/product/libraries/products', query: 'gender=Mens' })).toBe(
      '/product/libraries/products?gender=Mens',
    );
    expect(savedSearchHref({ path: '/product/libraries/products', query: '' })).toBe('/product/libraries/products');
  });

  it('shares links to pages of this site only', () => {
    const share = { recipients: ['a@x.example'], subject: 'Look' };
    expect(shareSearchRequestSchema.safeParse({ ...share, path: '/product/libraries/products?x=1' }).success).toBe(
      true,
    );
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example', '/a b'])
      expect(shareSearchRequestSchema.safeParse({ ...share, path }).success).toBe(false);
  });
});
