import { alpha, type Theme, useTheme } from '@mui/material';
import { themeQuartz } from 'ag-grid-community';
import { useMemo } from 'react';

/** AG Grid's Quartz theme in the app's MUI fonts and colours, so grids sit in the page like MUI parts. */
const createGridTheme = (muiTheme: Theme) => {
  const { palette, typography, shape } = muiTheme;
  return themeQuartz.withParams({
    browserColorScheme: palette.mode,
    fontFamily: typography.fontFamily,
    fontSize: typography.fontSize,
    headerFontWeight: typography.fontWeightMedium,
    accentColor: palette.primary.main,
    foregroundColor: palette.text.primary,
    backgroundColor: palette.background.paper,
    headerBackgroundColor: palette.background.default,
    headerTextColor: palette.text.primary,
    borderColor: palette.divider,
    rowHoverColor: palette.action.hover,
    selectedRowBackgroundColor: alpha(palette.primary.main, palette.action.selectedOpacity),
    wrapperBorderRadius: shape.borderRadius,
    borderRadius: Math.round(Number(shape.borderRadius) / 2),
  });
};

export const useGridTheme = () => {
  const muiTheme = useTheme();
  return useMemo(() => createGridTheme(muiTheme), [muiTheme]);
};
