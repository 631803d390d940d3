import { gridLanguages, isUiLanguage } from '@stride/domain';
import i18next from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createStore, useStoreValue } from '../state/create-store';
import jaJP from './locales/ja-JP.json';

/**
 * Grid languages beyond the interface's (spec part 1 §1 "Grid languages also include ja-JP"):
 * a user who picks one sees the grids' own texts in it and everything else in the interface
 * language.
 */
export const gridOnlyLanguages = gridLanguages.filter((language) => !isUiLanguage(language)) as ['ja-JP'];
export type GridOnlyLanguage = (typeof gridOnlyLanguages)[number];

/** The choice is kept in local storage beside the interface language (spec part 1 §3 User). */
export const GRID_LANGUAGE_STORAGE_KEY = 'stride.gridLanguage';

/** Each grid-only language by its own name, as the language menu names languages. */
export const gridLanguageNames: Record<GridOnlyLanguage, string> = { 'ja-JP': '日本語' };

const isGridOnlyLanguage = (value: unknown): value is GridOnlyLanguage =>
  (gridOnlyLanguages as readonly unknown[]).includes(value);

const storedGridLanguage = (): GridOnlyLanguage | null => {
  // Read as the module loads, which also happens outside a browser (the node tests of modules
  // that import the grid layer), where there is no storage and no choice.
  if (typeof localStorage === 'undefined') return null;
  const stored = localStorage.getItem(GRID_LANGUAGE_STORAGE_KEY);
  return isGridOnlyLanguage(stored) ? stored : null;
};

/** null: the grids speak the interface's language. */
const gridLanguageStore = createStore<{ language: GridOnlyLanguage | null }>({ language: storedGridLanguage() });

export const setGridLanguage = (language: GridOnlyLanguage | null) => {
  if (language) window.localStorage.setItem(GRID_LANGUAGE_STORAGE_KEY, language);
  else window.localStorage.removeItem(GRID_LANGUAGE_STORAGE_KEY);
  gridLanguageStore.set({ language });
};

export const useGridLanguage = () => useStoreValue(gridLanguageStore, (state) => state.language);

/** The grid texts of each grid-only language, under the `grid` keys the other languages use. */
const gridOnlyTexts = i18next.createInstance();
void gridOnlyTexts.init({
  lng: 'ja-JP',
  resources: { 'ja-JP': { translation: { grid: jaJP } } },
  initAsync: false,
  fallbackLng: false,
  interpolation: { escapeValue: false },
});

/** Translates a `grid.*` key (with its values) for the grids. */
export type GridT = (key: string, options?: Record<string, unknown>) => string;

/**
 * The grid layer's `t`: the chosen grid-only language's text when it has one, else the
 * interface's (a key without Japanese falls back rather than showing the key).
 */
export const useGridTranslation = (): { t: GridT; language: string } => {
  const { t, i18n } = useTranslation();
  const language = useGridLanguage();
  return useMemo(() => {
    const interfaceT: GridT = (key, options) => t(key, options);
    if (!language) return { t: interfaceT, language: i18n.language };
    const gridT: GridT = (key, options) =>
      gridOnlyTexts.exists(key, { lng: language })
        ? gridOnlyTexts.t(key, { ...options, lng: language })
        : interfaceT(key, options);
    return { t: gridT, language };
  }, [t, i18n.language, language]);
};
