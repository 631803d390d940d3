import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage, uiLanguages } from '@stride/domain';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './locales/en-US.json';

/** The chosen language is kept in local storage (spec part 1 §3 User). */
const LANGUAGE_STORAGE_KEY = 'stride.language';

/**
 * Locale files per language (part 2 §7.16): en-US is bundled (it is every text's fallback), the
 * others load when chosen, so a first visit parses one language's texts, not seven. A failed load
 * is logged with the spec's text (part 2 §8.3) and the texts stay in English.
 */
const otherLanguages: Record<Exclude<UiLanguage, 'en-US'>, () => Promise<{ default: object }>> = {
  'de-DE': () => import('./locales/de-DE.json'),
  'es-ES': () => import('./locales/es-ES.json'),
  'fr-FR': () => import('./locales/fr-FR.json'),
  'it-IT': () => import('./locales/it-IT.json'),
  'pl-PL': () => import('./locales/pl-PL.json'),
  'pt-BR': () => import('./locales/pt-BR.json'),
};

const lazyLanguages: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const load = otherLanguages[language as keyof typeof otherLanguages];
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts.default as ResourceKey),
      (error: Error) => {
        console.error('Cannot load internationalization data', error);
        callback(error, false);
      },
    );
  },
};

export const storedLanguage = (): UiLanguage => {
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isUiLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

export const initI18n = () =>
  i18next
    .use(lazyLanguages)
    .use(initReactI18next)
    .init({
      resources: { 'en-US': { translation: enUS } },
      partialBundledLanguages: true,
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...uiLanguages],
      interpolation: { escapeValue: false },
      returnNull: false,
    });

export const changeLanguage = async (language: UiLanguage) => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
};

export const languageNames: Record<UiLanguage, string> = {
  'en-US': 'English (US)',
  'de-DE': 'Deutsch',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'it-IT': 'Italiano',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
};
