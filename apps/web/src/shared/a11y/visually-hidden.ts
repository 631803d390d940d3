import type { SxProps } from '@mui/material';

/** Kept for screen readers, out of sight: live regions and names that the layout shows otherwise. */
export const visuallyHidden: SxProps = {
  position: 'absolute',
  // In px: MUI reads a bare 1 as 100 %, which made the region as large as the window and widened the page.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
