import type { CellContextMenuEvent, GridApi } from 'ag-grid-community';
import { type MouseEvent as ReactMouseEvent, useCallback, useState } from 'react';
import { defaultMenuItems } from './default-menu-items';
import { useGridTranslation } from './grid-language';
import type { GridMenuItem, GridMenuTarget, OpenGridMenu } from './grid-menu';
import type { GroupHeaderRow } from './group-rows';
import type { EditHistory } from './use-edit-history';
import type { GroupControls } from './use-grouped-rows';

export type GridMenuOptions<Row> = {
  /** The owner's items for what was right-clicked; shown above the default ones. */
  contextMenuItems?: (target: GridMenuTarget<Row>) => GridMenuItem[];
  editHistory?: EditHistory;
  groups?: GroupControls;
};

/** Where a right-click (or, on touch screens, a long press) happened. */
const pointerPosition = (event: Event | null | undefined) => {
  if (event instanceof MouseEvent) return { x: event.clientX, y: event.clientY };
  // Not `instanceof TouchEvent`: desktop Firefox and Safari do not define TouchEvent.
  const touch = event && 'changedTouches' in event ? (event as TouchEvent).changedTouches[0] : undefined;
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
};

/** The open context menu of a grid and the handlers that open it on cells and group rows. */
export const useGridMenu = <Row>({ contextMenuItems, editHistory, groups }: GridMenuOptions<Row>) => {
  const { t } = useGridTranslation();
  const [menu, setMenu] = useState<OpenGridMenu | null>(null);

  const open = useCallback(
    (target: GridMenuTarget<Row>, position: { x: number; y: number }) =>
      setMenu({
        ...position,
        items: [...(contextMenuItems?.(target) ?? []), ...defaultMenuItems(target, { t, editHistory, groups })],
      }),
    [contextMenuItems, editHistory, groups, t],
  );

  const onCellContextMenu = useCallback(
    (event: CellContextMenuEvent<Row>) => {
      const position = pointerPosition(event.event);
      const rowId = event.node.id;
      // Rows of the infinite model that are still loading have no data yet: nothing to act on.
      if (!position || !event.data || rowId === undefined) return;
      const { data: row, node, column, value, api } = event;
      open({ kind: 'cell', row, rowId, node, column, value, api }, position);
    },
    [open],
  );

  const onGroupContextMenu = useCallback(
    (group: GroupHeaderRow, event: ReactMouseEvent, api: GridApi<Row> | null) => {
      event.preventDefault();
      if (api) open({ kind: 'group', group, api }, { x: event.clientX, y: event.clientY });
    },
    [open],
  );

  return { menu, closeMenu: useCallback(() => setMenu(null), []), onCellContextMenu, onGroupContextMenu };
};
