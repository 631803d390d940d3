// @vitest-environment node
import { DEFAULT_LANGUAGE, type UiLanguage } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import deDE from './locales/de-DE.json';
import enUS from './locales/en-US.json';
import esES from './locales/es-ES.json';
import frFR from './locales/fr-FR.json';
import itIT from './locales/it-IT.json';
import plPL from './locales/pl-PL.json';
import ptBR from './locales/pt-BR.json';

/** Every UI language has a catalogue; `satisfies` makes a new language without one a type error. */
const catalogues = {
  'en-US': enUS,
  'de-DE': deDE,
  'es-ES': esES,
  'fr-FR': frFR,
  'it-IT': itIT,
  'pl-PL': plPL,
  'pt-BR': ptBR,
} satisfies Record<UiLanguage, object>;

/**
 * Keys whose translation may legitimately equal the English text, and only in the locales listed.
 * Every other value of a non-English catalogue must differ from en-US, so no English is left behind.
 * Keep this short: prefer a natural translation that differs over a new entry.
 */
const sameAsEnglish: Record<string, readonly UiLanguage[]> = {
  // "OK" is the usual button label in these languages (es-ES says "Aceptar").
  'actions.ok': ['de-DE', 'fr-FR', 'it-IT', 'pl-PL', 'pt-BR'],
  'imports.ok': ['de-DE', 'fr-FR', 'it-IT', 'pl-PL', 'pt-BR'],
  'imports.status': ['de-DE', 'pl-PL', 'pt-BR'], // "Status"
  'bulkDownload.byDivision': ['de-DE', 'fr-FR'], // "Division"
  'bulkDownload.division': ['de-DE', 'fr-FR'],
  'documents.kept.document': ['fr-FR'], // "Document"
  'documents.kept.actions': ['fr-FR'],
  // Placeholders and an arrow only: the same in every language but French (its space before the colon).
  'sampleInventory.matchModified.change': ['de-DE', 'es-ES', 'it-IT', 'pl-PL', 'pt-BR'],
  // File formats keep their names.
  'documents.xlsx': ['de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL', 'pt-BR'],
  'documents.pdf': ['de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL', 'pt-BR'],
  'documents.format': ['de-DE', 'fr-FR', 'pl-PL'], // "Format"
  'documents.layout': ['de-DE', 'pt-BR'], // "Layout"
  'documents.button': ['fr-FR'], // "Documents"
  'documents.document': ['fr-FR'], // "Document"
  'documents.list.document': ['fr-FR'], // "Document"
  'documents.list.actions': ['fr-FR'], // "Actions"
  'documents.settings.date': ['fr-FR'], // "Date"
  // Only placeholders: the assortment's title and the document's name.
  'documents.defaultSubject': ['de-DE', 'es-ES', 'it-IT', 'pl-PL', 'pt-BR'],
  // Conference: the season-year label is placeholders only; loanwords spelled as in English.
  'conference.siteLabel': ['de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL', 'pt-BR'],
  'conference.tabs.dashboard': ['de-DE', 'it-IT'],
  'conference.tabs.sessions': ['de-DE', 'fr-FR'],
  'conference.tabs.marketing': ['de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL', 'pt-BR'],
  'conference.sections.Unisex': ['de-DE', 'es-ES', 'it-IT', 'pl-PL'],
  'conference.sections.Marketing': ['de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL', 'pt-BR'],
  'conference.sections.International': ['de-DE', 'fr-FR'],
  'conference.sections.Performance': ['de-DE', 'fr-FR', 'it-IT', 'pl-PL', 'pt-BR'],
  'conference.sections.Radio': ['de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL'],
  'conference.fields.link': ['de-DE', 'it-IT', 'pl-PL', 'pt-BR'],
  'conference.fields.sortOrder': ['de-DE', 'fr-FR'], // "Position"
  'conference.kinds.session': ['de-DE', 'fr-FR'],
  // Proper name of a conference group (a joint venture); never translated.
  'users.conference.asian': ['de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL', 'pt-BR'],
  // The native words are spelled like the English ones.
  'users.columns.name': ['de-DE'], // "Name"
  'searches.saved.name': ['de-DE'], // "Name"
  'mailFields.bcc': ['de-DE'], // "Bcc"
  'mailFields.message': ['fr-FR'], // "Message"
  'shell.mainMenu': ['fr-FR', 'it-IT', 'pl-PL', 'pt-BR'], // "Menu"
  'users.scopes.region': ['de-DE', 'pl-PL'], // "Region"
  'assortmentManager.reporting.region': ['de-DE', 'pl-PL'],
  'internalAssortments.fields.region': ['de-DE', 'pl-PL'],
  'internalLibrary.areas.international': ['de-DE', 'fr-FR'],
  'internalAssortments.columns.region': ['de-DE', 'pl-PL'],
  'internalAssortments.columns.state': ['de-DE', 'pl-PL', 'pt-BR'], // "Status"
  'assortmentManager.reporting.byDates': ['fr-FR'], // "Dates"
  'roles.manager': ['de-DE'], // "Manager"
  // "Webhooks" is the word these languages' integrators use; the native "Status" too.
  'menus.webhooks': ['de-DE', 'es-ES', 'fr-FR', 'pt-BR'],
  'permissions.webhooks': ['de-DE', 'es-ES', 'fr-FR', 'pt-BR'],
  'webhooks.title': ['de-DE', 'es-ES', 'fr-FR', 'pt-BR'],
  'webhooks.columns.status': ['de-DE', 'pl-PL', 'pt-BR'],
  'roles.editor': ['es-ES', 'pt-BR'], // "Editor"
  'users.flags.isEditor': ['es-ES', 'pt-BR'], // "Editor"
  'fields.password': ['it-IT'], // "Password"
  'productSearch.keys.material1': ['de-DE', 'es-ES', 'pt-BR'], // "Material 1"
  'productSearch.keys.material2': ['de-DE', 'es-ES', 'pt-BR'],
  'productSearch.keys.material3': ['de-DE', 'es-ES', 'pt-BR'],
  'productSearch.keys.vegan': ['de-DE'], // "Vegan"
  'productSearch.keys.color1': ['es-ES'], // "Color 1"
  'productSearch.keys.color2': ['es-ES'],
  'productSearch.keys.color3': ['es-ES'],
  'productSearch.columns.color': ['es-ES'], // "Color"
  'productSearch.modules.description': ['fr-FR'], // "Description"
  'productSearch.keys.description': ['fr-FR'],
  'productSearch.modules.division': ['fr-FR'], // "Division"
  'productSearch.keys.division': ['fr-FR'],
  'productSearch.columns.division': ['fr-FR'],
  'productSearch.keys.type': ['fr-FR'], // "Type"
  'productSearch.keys.sport': ['fr-FR', 'it-IT', 'pl-PL'], // "Sport"
  'productSearch.columns.image': ['fr-FR'], // "Image"
  'productSearch.no': ['es-ES', 'it-IT'], // "No"
  'assortmentFiles.logo.button': ['de-DE', 'fr-FR', 'it-IT', 'pl-PL'], // "Logo"
};

type Entries = Map<string, unknown>;

/** Flattens a catalogue to dotted keys, e.g. `users.columns.name`. */
const flatten = (node: object, prefix = '', into: Entries = new Map()): Entries => {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
};

/** The i18next interpolations of a text, e.g. `{{count}}`, sorted so order does not matter. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((match) => match[1]).sort();

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const english = flatten(enUS);
const englishKeys = [...english.keys()];
const translated = (Object.keys(catalogues) as UiLanguage[])
  .filter((language) => language !== DEFAULT_LANGUAGE)
  .map((language) => [language, flatten(catalogues[language])] as const);

describe('en-US catalogue', () => {
  it('has only non-empty string values', () => {
    const bad = englishKeys.filter((key) => {
      const value = english.get(key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(bad).toEqual([]);
  });

  it('allow-list names only existing keys', () => {
    expect(Object.keys(sameAsEnglish).filter((key) => !english.has(key))).toEqual([]);
  });
});

describe.each(translated)('%s catalogue', (language, entries) => {
  it('has exactly the keys of en-US', () => {
    const missing = englishKeys.filter((key) => !entries.has(key));
    const extra = [...entries.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('has only non-empty string values', () => {
    const bad = [...entries].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it('keeps the interpolation placeholders of en-US', () => {
    const mismatched = englishKeys.flatMap((key) => {
      const source = english.get(key);
      const target = entries.get(key);
      if (typeof source !== 'string' || typeof target !== 'string') return [];
      const expected = placeholders(source);
      const actual = placeholders(target);
      return expected.join() === actual.join() ? [] : [{ key, expected, actual }];
    });
    expect(mismatched).toEqual([]);
  });

  it('translates every value (no English left)', () => {
    const untranslated = englishKeys.filter((key) => {
      const source = english.get(key);
      const target = entries.get(key);
      if (typeof source !== 'string' || typeof target !== 'string') return false;
      return normalise(source) === normalise(target) && !sameAsEnglish[key]?.includes(language);
    });
    expect(untranslated).toEqual([]);
  });

  it('needs every allow-list entry it is named in', () => {
    const unneeded = Object.entries(sameAsEnglish)
      .filter(([, languages]) => languages.includes(language))
      .map(([key]) => key)
      .filter((key) => {
        const source = english.get(key);
        const target = entries.get(key);
        return typeof source !== 'string' || typeof target !== 'string' || normalise(source) !== normalise(target);
      });
    expect(unneeded).toEqual([]);
  });
});
