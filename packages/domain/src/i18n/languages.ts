/** UI and grid languages (spec part 1 §1 and §9). */
export const uiLanguages = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL', 'pt-BR'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const gridLanguages = [...uiLanguages, 'ja-JP'] as const;
export const DEFAULT_LANGUAGE: UiLanguage = 'en-US';

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === 'string' && (uiLanguages as readonly string[]).includes(value);

export const isWholesalePath = (pathname: string): boolean => /^\/orders\/wholesale(\/|$)/.test(pathname);

/**
 * The formatting locale (dates, numbers, currencies) is forced to en-US except on wholesale
 * routes, where trade customers see their own formats. The UI language itself follows the
 * user's choice everywhere (see docs/decisions/foundation.md).
 */
export const formattingLocale = (chosen: string | null | undefined, pathname: string): UiLanguage =>
  isWholesalePath(pathname) && isUiLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
