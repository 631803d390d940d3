import { describe, expect, it } from 'vitest';
import { strideTheme } from './theme';

describe('theme', () => {
  it('drops transitions and ripples for people who ask for reduced motion', () => {
    const theme = strideTheme(true);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('keeps them for everyone else', () => {
    const theme = strideTheme(false);
    expect(theme.transitions.create('opacity')).toContain('opacity');
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase).toBeUndefined();
  });
});

/** WCAG 2.x contrast ratio of two opaque colours written #rgb or #rrggbb. */
const contrast = (one: string, two: string) => {
  const luminance = (written: string) => {
    const hex = written.length === 4 ? written.replace(/[0-9a-f]/gi, (digit) => digit + digit) : written;
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

describe('theme colours (WCAG 1.4.3, 1.4.11)', () => {
  const { palette } = strideTheme(false);
  const canvases = { paper: palette.background.paper, canvas: palette.background.default };

  it.each(['primary', 'error', 'warning', 'info', 'success'] as const)(
    'writes the contrast text on %s fills at 4.5:1, and the fill stands out from the canvas at 3:1',
    (name) => {
      expect(contrast(palette[name].main, palette[name].contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette[name].main, canvases.canvas)).toBeGreaterThanOrEqual(3);
    },
  );

  it('writes on the lime accent in its dark contrast text, and uses its dark tone as text on white', () => {
    expect(contrast(palette.secondary.main, palette.secondary.contrastText)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(palette.secondary.dark, canvases.paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(palette.secondary.main, canvases.paper)).toBeLessThan(3);
  });

  it('writes on a colour people choose (a label) in whichever text reaches 4.5:1', () => {
    // #43a047 carries white at 3.3:1 only: MUI's own threshold of 3 would pick white.
    expect(palette.getContrastText('#43a047')).not.toBe('#fff');
    expect(palette.getContrastText('#1b4d3e')).toBe('#fff');
  });
});
