import type { Theme } from '@mui/material';

/** The line that shows where a drop lands: above or below (left or right of) the element under the pointer. */
export const dropLineSx = (axis: 'vertical' | 'horizontal') => {
  const [before, after] = axis === 'vertical' ? ['0 -3px', '0 3px'] : ['-3px 0', '3px 0'];
  return {
    '&[data-drop-side="before"]': { boxShadow: (theme: Theme) => `${before} 0 0 ${theme.palette.primary.main}` },
    '&[data-drop-side="after"]': { boxShadow: (theme: Theme) => `${after} 0 0 ${theme.palette.primary.main}` },
  };
};
