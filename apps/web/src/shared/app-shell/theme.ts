import { createTheme, type ThemeOptions } from '@mui/material';

/**
 * People who ask their system for reduced motion get none: dialogs, menus, drawers and ripples
 * appear and go at once (WCAG 2.3.3). Read once as the app starts.
 */
const reducedMotion: ThemeOptions =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches === true
    ? {
        transitions: {
          create: () => 'none',
          duration: {
            shortest: 0,
            shorter: 0,
            short: 0,
            standard: 0,
            complex: 0,
            enteringScreen: 0,
            leavingScreen: 0,
          },
        },
      }
    : {};

/** Stride's look: deep forest green with a fresh lime accent on a light, calm canvas. */
export const theme = createTheme({
  ...reducedMotion,
  palette: {
    primary: { main: '#1b4d3e', contrastText: '#ffffff' },
    secondary: { main: '#8bbf3f', contrastText: '#10241d' },
    background: { default: '#f4f6f3', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, Helvetica, Arial, sans-serif',
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h5: { fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    ...(reducedMotion.transitions ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
  },
});
