import {
  CellApiModule,
  CellStyleModule,
  CheckboxEditorModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  CustomEditorModule,
  DateEditorModule,
  GridStateModule,
  InfiniteRowModelModule,
  LargeTextEditorModule,
  LocaleModule,
  type Module,
  NumberEditorModule,
  RenderApiModule,
  RowApiModule,
  RowDragModule,
  RowSelectionModule,
  RowStyleModule,
  SelectEditorModule,
  TextEditorModule,
  TooltipModule,
} from 'ag-grid-community';

/**
 * The AG Grid Community modules our grids use, and only those: the whole set (AllCommunityModule)
 * weighs three times as much, and every page with a grid loads it (issue 24). The grid's core
 * (sorting, pinned, moved and resized columns, overlays, keyboard navigation, data types with
 * their checkbox renderer) comes without asking. A feature used without its module does nothing
 * or logs AG Grid error #200 naming the module to add here.
 */
export const gridModules: Module[] = [
  // Row models: client-side rows (`rows`) and server pages (`datasource`).
  ClientSideRowModelModule,
  InfiniteRowModelModule,
  // Editors: text by default, numbers for inferred number columns, the built-in ones the columns
  // name (agSelectCellEditor, agLargeTextCellEditor, agCheckboxCellEditor,
  // agDateStringCellEditor), and our own React editors (CustomEditor).
  TextEditorModule,
  NumberEditorModule,
  SelectEditorModule,
  LargeTextEditorModule,
  CheckboxEditorModule,
  DateEditorModule,
  CustomEditorModule,
  // Row checkboxes and multi-row selection; the assortment grids' dragged rows.
  RowSelectionModule,
  RowDragModule,
  // getRowClass, and cellClass / cellClassRules / cellStyle.
  RowStyleModule,
  CellStyleModule,
  // headerTooltip and tooltipValueGetter (shown as the browser's own tooltips).
  TooltipModule,
  // getLocaleText: AG Grid's own texts in the grid language.
  LocaleModule,
  // initialState / onStateUpdated / setState: the column layout kept per grid.
  GridStateModule,
  // The API the grid layer and screens call: column state, pin, hide (ColumnApi), autosize, rows
  // and their values (RowApi, CellApi), refreshCells (RenderApi).
  ColumnApiModule,
  ColumnAutoSizeModule,
  RowApiModule,
  CellApiModule,
  RenderApiModule,
];
