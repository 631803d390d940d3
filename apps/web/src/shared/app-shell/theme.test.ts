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
