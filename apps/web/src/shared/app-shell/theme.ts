import { createTheme } from '@mui/material';

/** Stride's look: deep forest green with a fresh lime accent on a light, calm canvas. */
export const theme = createTheme({
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
  },
});
