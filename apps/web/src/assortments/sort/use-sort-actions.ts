import { useMemo, useRef } from 'react';
import {
  addGroup,
  deleteGroup,
  moveColor,
  moveGroupBy,
  moveStyle,
  moveStyleBy,
  renameGroup,
  type StylePlace,
  setGroupFile,
  setGroupHtml,
  setGroupOpen,
  sortColors,
  sortStyles,
} from './group-sort-moves';
import { byColorCode, compareStyles, type StyleOrder } from './style-orders';
import type { GroupSortControls } from './use-group-sort';

/** Keys of the elements the keyboard moves, to give focus back after a move re-renders them. */
export const focusKeys = {
  group: (title: string) => `group\u0000${title}`,
  style: (place: StylePlace) => `style\u0000${place.group}\u0000${place.style}`,
  color: (colorId: string) => `color\u0000${colorId}`,
};

/**
 * Everything a group, a style card or a colour chip can ask for, as one stable object: each
 * applies a move of group-sort-moves and says what it saves. `focusAfterMove` names the elements
 * to try to focus once a move is drawn (a keyboard move keeps the moved thing focused). Only
 * `apply` and `store` are read, so a board that saves nothing (the prototypes gallery) can use it.
 */
export const useSortActions = (controls: Pick<GroupSortControls, 'apply' | 'store'>) => {
  const focusAfterMove = useRef<string[]>([]);
  const actions = useMemo(() => {
    const { apply, store } = controls;
    const rows = () => store.get().rows;
    /** A move that keeps its element focused; one that goes nowhere leaves the focus alone. */
    const focusedMove = (update: Parameters<typeof apply>[0]) => {
      if (!apply(update, ['order'])) focusAfterMove.current = [];
    };
    return {
      toggle: (title: string | null, open: boolean) => apply((groups) => setGroupOpen(groups, title, open), []),
      add: (title: string) => apply((groups) => addGroup(groups, title), ['newGroup']),
      rename: (from: string, to: string) => apply((groups) => renameGroup(groups, from, to), ['order', 'content']),
      remove: (title: string) => apply((groups) => deleteGroup(groups, title), ['order', 'content']),
      setHtml: (title: string, html: string) => apply((groups) => setGroupHtml(groups, title, html), ['content']),
      /**
       * A group's preview or source file: an upload was attached by the server already (kept here
       * so the next content save carries it); a removal (null) is saved with the content.
       */
      setFile: (title: string, field: 'previewJpg' | 'sourceFile', url: string | null) =>
        apply((groups) => setGroupFile(groups, title, field, url), url === null ? ['content'] : []),
      moveGroupBy: (title: string, delta: -1 | 1) => {
        focusAfterMove.current = [focusKeys.group(title)];
        focusedMove((groups) => moveGroupBy(groups, title, delta));
      },
      moveStyleBy: (place: StylePlace, delta: -1 | 1) =>
        focusedMove((groups) => {
          const moved = moveStyleBy(groups, place, delta);
          focusAfterMove.current = [focusKeys.style({ group: moved.group, style: place.style })];
          // A style moved into a closed group opens it, so it stays in sight and focused.
          return moved.group === place.group ? moved.groups : setGroupOpen(moved.groups, moved.group, true);
        }),
      /** "Move to group…": to the end of that group; the focus follows it, or its group's title when closed. */
      moveStyleTo: (place: StylePlace, group: string) => {
        focusAfterMove.current = [focusKeys.style({ group, style: place.style }), focusKeys.group(group)];
        focusedMove((groups) => {
          const length = groups.find((entry) => entry.title === group)?.styles.length ?? 0;
          return moveStyle(groups, place, { group, index: length });
        });
      },
      moveColorBy: (place: StylePlace, colorId: string, delta: -1 | 1) => {
        focusAfterMove.current = [focusKeys.color(colorId)];
        focusedMove((groups) => {
          const style = groups.find((g) => g.title === place.group)?.styles.find((s) => s.style === place.style);
          const from = style?.colors.indexOf(colorId) ?? -1;
          return from < 0 || from + delta < 0 ? groups : moveColor(groups, place, colorId, from + delta);
        });
      },
      /** Autosorts a group's styles, or every group's (title null) as one batch. */
      sortStyles: (title: string | null, order: StyleOrder) =>
        apply((groups) => sortStyles(groups, title, compareStyles(order, rows())), ['order']),
      sortColors: (place: StylePlace) => apply((groups) => sortColors(groups, place, byColorCode(rows())), ['order']),
    };
  }, [controls]);
  return { actions, focusAfterMove };
};

export type SortActions = ReturnType<typeof useSortActions>['actions'];
