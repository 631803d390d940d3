import type { Column, GridApi, IRowNode } from 'ag-grid-community';
import type { ReactNode } from 'react';
import type { GroupHeaderRow } from './group-rows';

/** What was right-clicked: a data cell, or a group header row. */
export type GridMenuTarget<Row> =
  | { kind: 'cell'; row: Row; rowId: string; node: IRowNode<Row>; column: Column; value: unknown; api: GridApi<Row> }
  | { kind: 'group'; group: GroupHeaderRow; api: GridApi<Row> };

export type GridMenuItem = {
  id: string;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  /** Draws a line above the item, to set groups of items apart. */
  dividerBefore?: boolean;
  onSelect: () => void;
};

/** An open context menu: where the mouse was and what to offer. */
export type OpenGridMenu = { x: number; y: number; items: GridMenuItem[] };

/** A cell value as copied text: empty for no value, one line for objects. */
export const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** A row as pasted into a spreadsheet: the shown values of the displayed columns, tab separated. */
export const rowText = <Row>(api: GridApi<Row>, node: IRowNode<Row>): string =>
  api
    .getAllDisplayedColumns()
    .map((column) => cellText(api.getCellValue({ rowNode: node, colKey: column, useFormatter: true })))
    .join('\t');

export const copyText = (text: string) => {
  navigator.clipboard?.writeText(text).catch((error: unknown) => console.warn('Copy to clipboard failed', error));
};
