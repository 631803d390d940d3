import { createTheme, type ThemeOptions } from '@mui/material';

/** No transitions at all: dialogs, menus and drawers appear and go at once. */
const withoutMotion: ThemeOptions['transitions'] = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

/** Words the theme gives components by default, in the interface language. */
type ThemeLabels = { busy: string };

/**
 * Stride's look: deep forest green with a fresh lime accent on a light, calm canvas. People who
 * ask their system for reduced motion get none: no transitions, no ripples (WCAG 2.3.3).
 */
export const strideTheme = (reducedMotion: boolean, labels: ThemeLabels = { busy: 'Working…' }) =>
  createTheme({
    ...(reducedMotion ? { transitions: withoutMotion } : {}),
    palette: {
      primary: { main: '#1b4d3e', contrastText: '#ffffff' },
      // The lime fills; as text or outline on white (1.4.3, 1.4.11) its dark tone is used, at 7:1.
      secondary: { main: '#8bbf3f', dark: '#3f6212', contrastText: '#10241d' },
      background: { default: '#f4f6f3', paper: '#ffffff' },
      // MUI's warning (#ed6c02) and info (#0288d1) carry white text at 3.1:1 and 3.9:1; these
      // darker tones reach 4.5:1 on white and on the canvas (WCAG 1.4.3), as success and error do.
      warning: { main: '#b45309', contrastText: '#ffffff' },
      info: { main: '#0369a1', contrastText: '#ffffff' },
      // Colours people choose (a label's) get white text only where it reaches 4.5:1; MUI's default is 3.
      contrastThreshold: 4.5,
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
      MuiChip: {
        styleOverrides: {
          root: ({ theme }) => ({
            variants: [
              {
                props: { variant: 'outlined', color: 'secondary' },
                style: {
                  color: theme.palette.secondary.dark,
                  borderColor: theme.palette.secondary.dark,
                  '& .MuiChip-icon': { color: theme.palette.secondary.dark },
                },
              },
            ],
          }),
        },
      },
      // Every progress indicator has a name (WCAG 4.1.2); one that says more passes its own label.
      MuiLinearProgress: { defaultProps: { 'aria-label': labels.busy } },
      MuiCircularProgress: { defaultProps: { 'aria-label': labels.busy } },
      // A disabled field's help still says something worth reading (why it is shut): full text contrast.
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
      },
      ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
    },
  });

/** The app's theme in the interface language, with the motion preference the system states as the app starts. */
export const appTheme = (labels: ThemeLabels) =>
  strideTheme(
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches === true,
    labels,
  );
