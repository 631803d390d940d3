import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage, uiLanguages } from '@stride/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import deDE from './locales/de-DE.json';
import enUS from './locales/en-US.json';
import esES from './locales/es-ES.json';
import frFR from './locales/fr-FR.json';
import itIT from './locales/it-IT.json';
import plPL from './locales/pl-PL.json';
import ptBR from './locales/pt-BR.json';

/** The chosen language is kept in local storage (spec part 1 §3 User). */
export const LANGUAGE_STORAGE_KEY = 'stride.language';

const resources = {
  'en-US': { translation: enUS },
  'de-DE': { translation: deDE },
  'es-ES': { translation: esES },
  'fr-FR': { translation: frFR },
  'it-IT': { translation: itIT },
  'pl-PL': { translation: plPL },
  'pt-BR': { translation: ptBR },
} satisfies Record<UiLanguage, unknown>;

export const storedLanguage = (): UiLanguage => {
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isUiLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

export const initI18n = () =>
  i18next.use(initReactI18next).init({
    resources,
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
