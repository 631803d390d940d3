import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  formattingLocale,
  gridLanguages,
  isUiLanguage,
  isWholesalePath,
  uiLanguages,
} from './languages.js';

describe('language lists', () => {
  it('has the seven UI languages with en-US as default, and ja-JP for grids only', () => {
    expect([...uiLanguages].sort()).toEqual(['de-DE', 'en-US', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL', 'pt-BR']);
    expect([...gridLanguages].sort()).toEqual([...uiLanguages, 'ja-JP'].sort());
    expect(DEFAULT_LANGUAGE).toBe('en-US');
  });
  it('recognises UI languages only', () => {
    expect(isUiLanguage('de-DE')).toBe(true);
    expect(isUiLanguage('ja-JP')).toBe(false);
    expect(isUiLanguage('de')).toBe(false);
    expect(isUiLanguage(undefined)).toBe(false);
    expect(isUiLanguage(42)).toBe(false);
  });
});

describe('isWholesalePath', () => {
  const cases: [string, boolean][] = [
    ['/orders/wholesale', true],
    ['/orders/wholesale/', true],
    ['/orders/wholesale/123/edit', true],
    ['/orders/wholesaler', false],
    ['/orders/sample', false],
    ['/orders', false],
    ['/x/orders/wholesale', false],
    ['/', false],
  ];
  it.each(cases)('%s → %s', (pathname, expected) => {
    expect(isWholesalePath(pathname)).toBe(expected);
  });
});

describe('formattingLocale', () => {
  const cases: [string | null | undefined, string, string][] = [
    ['de-DE', '/product/assortments', 'en-US'],
    ['fr-FR', '/orders/sample', 'en-US'],
    ['pt-BR', '/', 'en-US'],
    ['de-DE', '/orders/wholesale', 'de-DE'],
    ['fr-FR', '/orders/wholesale/42', 'fr-FR'],
    ['en-US', '/orders/wholesale', 'en-US'],
    ['ja-JP', '/orders/wholesale', 'en-US'],
    ['xx-XX', '/orders/wholesale', 'en-US'],
    [null, '/orders/wholesale', 'en-US'],
    [undefined, '/orders/wholesale', 'en-US'],
    ['de-DE', '/orders/wholesalers', 'en-US'],
  ];
  it.each(cases)('chosen %s on %s → %s', (chosen, pathname, expected) => {
    expect(formattingLocale(chosen, pathname)).toBe(expected);
  });
});
