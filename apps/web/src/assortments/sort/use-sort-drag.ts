import { type DragEvent, useMemo, useRef } from 'react';
import { type Groups, moveColor, moveGroup, moveStyle } from './group-sort-moves';

/** What is being dragged: a group, a style of a group, or a colour of a style. */
export type DragItem =
  | { kind: 'group'; title: string }
  | { kind: 'style'; group: string; style: string }
  | { kind: 'color'; group: string; style: string; colorId: string };

/** Where it is dropped: on (before or after) a group, a style card or a colour chip. */
export type DropTarget =
  | { kind: 'group'; title: string }
  | { kind: 'style'; group: string; style: string }
  | { kind: 'color'; group: string; style: string; colorId: string };

type Side = 'before' | 'after';

/** The place of `target` in `list` once `source` is out of it, after it when `side` says so. */
const indexWithout = <T>(list: readonly T[], source: T | undefined, target: T, side: Side) => {
  const rest = list.filter((entry) => entry !== source);
  const at = rest.indexOf(target);
  return at < 0 ? rest.length : at + (side === 'after' ? 1 : 0);
};

/** The groups after dropping `item` on `target`, or the same groups when that drop means nothing. */
export const dropOnto = (groups: Groups, item: DragItem, target: DropTarget, side: Side): Groups => {
  if (item.kind === 'group') {
    const onGroup = target.kind === 'group' ? target.title : target.group;
    const unlocked = groups.filter((group) => !group.locked).map((group) => group.title);
    if (!unlocked.includes(onGroup)) return moveGroup(groups, item.title, unlocked.length);
    return moveGroup(groups, item.title, indexWithout(unlocked, item.title, onGroup, side));
  }
  if (item.kind === 'style') {
    if (target.kind === 'color') return groups;
    const to = target.kind === 'group' ? target.title : target.group;
    const styles = groups.find((group) => group.title === to)?.styles.map((style) => style.style) ?? [];
    const source = to === item.group ? item.style : undefined;
    const index =
      target.kind === 'group'
        ? styles.filter((style) => style !== source).length
        : indexWithout(styles, source, target.style, side);
    return moveStyle(groups, item, { group: to, index });
  }
  if (target.kind !== 'color' || target.group !== item.group || target.style !== item.style) return groups;
  const colors = groups.find((group) => group.title === item.group)?.styles.find((s) => s.style === item.style)?.colors;
  return moveColor(groups, item, item.colorId, indexWithout(colors ?? [], item.colorId, target.colorId, side));
};

/** Which drags a target takes: a group takes groups and styles, a card styles, a chip colours of its style. */
const accepts = (item: DragItem, target: DropTarget) =>
  item.kind === 'group'
    ? target.kind === 'group'
    : item.kind === 'style'
      ? target.kind !== 'color'
      : target.kind === 'color' && target.group === item.group && target.style === item.style;

const sideOf = (event: DragEvent<HTMLElement>, horizontal: boolean): Side => {
  const box = event.currentTarget.getBoundingClientRect();
  return horizontal
    ? event.clientX < box.left + box.width / 2
      ? 'before'
      : 'after'
    : event.clientY < box.top + box.height / 2
      ? 'before'
      : 'after';
};

/**
 * Native HTML5 drag and drop for the group sort page: `source(item)` and `target(target)` give
 * the props of what can be dragged and where it can go. The element under the pointer carries
 * `data-drop-side` (before/after) for its drop line. A drop calls `onDrop` with the new groups.
 */
export const useSortDrag = (groups: () => Groups, onDrop: (next: Groups) => void) => {
  const dragged = useRef<DragItem | null>(null);
  const latest = useRef({ groups, onDrop });
  latest.current = { groups, onDrop };
  return useMemo(() => {
    const clear = (element: HTMLElement) => delete element.dataset.dropSide;
    return {
      source: (item: DragItem) => ({
        draggable: true,
        onDragStart: (event: DragEvent<HTMLElement>) => {
          event.stopPropagation();
          dragged.current = item;
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', item.kind === 'group' ? item.title : item.style);
        },
        onDragEnd: () => {
          dragged.current = null;
        },
      }),
      target: (target: DropTarget) => {
        const horizontal = target.kind === 'color';
        const taken = () => (dragged.current && accepts(dragged.current, target) ? dragged.current : null);
        return {
          onDragOver: (event: DragEvent<HTMLElement>) => {
            if (!taken()) return;
            event.preventDefault();
            event.stopPropagation();
            event.dataTransfer.dropEffect = 'move';
            event.currentTarget.dataset.dropSide = sideOf(event, horizontal);
          },
          onDragLeave: (event: DragEvent<HTMLElement>) => clear(event.currentTarget),
          onDrop: (event: DragEvent<HTMLElement>) => {
            const item = taken();
            clear(event.currentTarget);
            if (!item) return;
            event.preventDefault();
            event.stopPropagation();
            dragged.current = null;
            const current = latest.current.groups();
            const next = dropOnto(current, item, target, sideOf(event, horizontal));
            if (next !== current) latest.current.onDrop(next);
          },
        };
      },
    };
  }, []);
};

export type SortDrag = ReturnType<typeof useSortDrag>;
