import { describe, expect, it } from 'vitest';
import { documentLabels, documentLanguage } from './document-labels.js';
import { uiLanguages } from './languages.js';

describe('document labels', () => {
  it('exist in every UI language, translated', () => {
    for (const language of uiLanguages.filter((language) => language !== 'en-US')) {
      expect(documentLabels[language].firstAvailable).not.toBe(documentLabels['en-US'].firstAvailable);
    }
  });

  it('follow the asked language, then Accept-Language, then en-US', () => {
    expect(documentLanguage('pl-PL', 'de-DE')).toBe('pl-PL');
    expect(documentLanguage('xx-XX', 'fr-CA,fr;q=0.8,en;q=0.5')).toBe('fr-FR');
    expect(documentLanguage(undefined, 'pt-BR,pt;q=0.9')).toBe('pt-BR');
    expect(documentLanguage(undefined, 'ja-JP')).toBe('en-US');
    expect(documentLanguage(undefined, undefined)).toBe('en-US');
  });
});
