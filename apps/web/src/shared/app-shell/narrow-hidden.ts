import type { SxProps } from '@mui/material';

/**
 * The words beside an app bar button's icon, left out on a narrow window (a tablet upright, a page
 * zoomed to 200 %) so the bar keeps to one row; the button's name still says them.
 */
export const narrowHidden: SxProps = { display: { xs: 'none', md: 'inline' } };
