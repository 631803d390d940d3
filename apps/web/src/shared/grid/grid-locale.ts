import type { GetLocaleTextParams } from 'ag-grid-community';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * AG Grid's own texts that our grids can show (its menus, filters and panels are not used: the
 * layer brings its own), keyed by AG Grid's locale key, valued by our i18n key.
 */
const agGridTextKeys: Record<string, string> = {
  loadingOoo: 'grid.loading',
  loadingError: 'grid.loadingError',
  noRowsToShow: 'grid.noRows',
  noMatchingRows: 'grid.noMatchingRows',
  ariaSortableColumn: 'grid.aria.sortableColumn',
  ariaRowSelect: 'grid.aria.rowSelect',
  ariaRowDeselect: 'grid.aria.rowDeselect',
  ariaRowSelectAll: 'grid.aria.rowSelectAll',
  ariaRowToggleSelection: 'grid.aria.rowToggleSelection',
  ariaChecked: 'grid.aria.checked',
  ariaUnchecked: 'grid.aria.unchecked',
  ariaIndeterminate: 'grid.aria.indeterminate',
  ariaInputEditor: 'grid.aria.inputEditor',
  invalidNumber: 'grid.invalidNumber',
  invalidDate: 'grid.invalidDate',
};

/**
 * AG Grid's `getLocaleText`. A callback rather than `localeText`, which the grid reads only once:
 * it asks i18next each time, so a language change shows without restarting the grid.
 */
export const useGridLocaleText = () => {
  const { i18n } = useTranslation();
  return useCallback(
    ({ key, defaultValue }: GetLocaleTextParams) => {
      const ourKey = agGridTextKeys[key];
      return ourKey ? i18n.t(ourKey) : defaultValue;
    },
    [i18n],
  );
};
