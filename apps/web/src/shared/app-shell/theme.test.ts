// @vitest-environment jsdom
// vitest: isolate (the theme is read once as its module loads, so each case loads it afresh)
import { afterEach, describe, expect, it, vi } from 'vitest';

const loadThemeWith = async (reduce: boolean) => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
  vi.resetModules();
  return (await import('./theme')).theme;
};

afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  it('drops transitions and ripples for people who ask for reduced motion', async () => {
    const theme = await loadThemeWith(true);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('keeps them for everyone else', async () => {
    const theme = await loadThemeWith(false);
    expect(theme.transitions.create('opacity')).toContain('opacity');
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase).toBeUndefined();
  });
});
