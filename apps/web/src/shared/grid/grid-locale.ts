import type { GetLocaleTextParams } from 'ag-grid-community';
import { useCallback, useRef } from 'react';
import { useGridTranslation } from './grid-language';

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
 * AG Grid's `getLocaleText`, in the grid language (the interface's, or a grid-only one such as
 * ja-JP). The grid reads the callback once, so it asks the latest texts each time: a language
 * change shows without restarting the grid.
 */
export const useGridLocaleText = () => {
  const { t } = useGridTranslation();
  const latest = useRef(t);
  latest.current = t;
  return useCallback(({ key, defaultValue }: GetLocaleTextParams) => {
    const ourKey = agGridTextKeys[key];
    return ourKey ? latest.current(ourKey) : defaultValue;
  }, []);
};
