/** The browser gate of spec part 1 §1. */
export type BrowserSupport = 'supported' | 'blocked' | 'flagged';

const majorVersion = (userAgent: string, pattern: RegExp): number | null => {
  const match = userAgent.match(pattern);
  return match?.[1] ? Number.parseInt(match[1], 10) : null;
};

export const browserSupport = (userAgent: string): BrowserSupport => {
  if (/MSIE |Trident\//.test(userAgent)) return 'flagged';
  const edge = majorVersion(userAgent, /Edge\/(\d+)/);
  if (edge !== null) return edge < 16 ? 'blocked' : 'supported';
  const isSafari = /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|Edg|OPR|Android)\//.test(userAgent);
  if (isSafari) {
    const safari = majorVersion(userAgent, /Version\/(\d+)/);
    if (safari !== null && safari < 11) return 'blocked';
  }
  return 'supported';
};

export const BROWSER_UPGRADE_URL = 'https://browsehappy.com/';

/** Tablets narrower than 1024 px are asked to rotate the device. */
export const needsOrientationAlert = (width: number, isTouchDevice: boolean): boolean => isTouchDevice && width < 1024;
