import {
  type CustomContent,
  fromStyleColorId,
  type GroupSortGroup,
  type GroupSortStyle,
  UNCATEGORIZED_GROUP,
} from '@stride/domain';

/**
 * The moves of the group sort page (spec part 1 §2 "Group sort, with colour sort, style sort"),
 * as pure functions of the page's groups. Each answers the same array when nothing changed, so
 * a move that goes nowhere is not saved. Uncategorized (the locked group) stays last.
 */
export type Groups = readonly GroupSortGroup[];
/** A style of a group: a style may sit in two groups when its colours were put apart. */
export type StylePlace = { group: string; style: string };

const GROUP_TITLE_MAX = 200;

/** The list with the entry at `from` moved to `to` (an index of the resulting list). */
const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, entry);
  return next;
};

/** Unlocked groups in the given order, then the locked one(s); `index` follows the place. */
const ordered = (groups: readonly GroupSortGroup[]): GroupSortGroup[] =>
  [...groups.filter((group) => !group.locked), ...groups.filter((group) => group.locked)].map((group, index) =>
    group.index === index ? group : { ...group, index },
  );

const replaceGroup = (groups: Groups, title: string, update: (group: GroupSortGroup) => GroupSortGroup) =>
  groups.map((group) => (group.title === title ? update(group) : group));

/** A style with other colours; `color` stays the code of its first colour. */
const withColors = (style: GroupSortStyle, colors: string[]): GroupSortStyle => ({
  ...style,
  colors,
  color: fromStyleColorId(colors[0] ?? '')?.color ?? style.color,
});

/** Styles with `incoming` put at `index`, or joined to the same style already there. */
const insertStyle = (styles: readonly GroupSortStyle[], incoming: GroupSortStyle, index: number) => {
  const existing = styles.findIndex((style) => style.style === incoming.style);
  if (existing < 0) return [...styles.slice(0, index), incoming, ...styles.slice(index)];
  return styles.map((style, at) =>
    at === existing ? withColors(style, [...style.colors, ...incoming.colors]) : style,
  );
};

const isSameOrder = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((entry, index) => entry === b[index]);

/** A group moved to `toIndex` among the unlocked groups; the locked group never moves. */
export const moveGroup = (groups: Groups, title: string, toIndex: number): Groups => {
  const unlocked = groups.filter((group) => !group.locked);
  const from = unlocked.findIndex((group) => group.title === title);
  if (from < 0) return groups;
  const next = moved(unlocked, from, toIndex);
  return isSameOrder(next, unlocked) ? groups : ordered([...next, ...groups.filter((group) => group.locked)]);
};

/** A group one place up (-1) or down (+1): the keyboard's Alt+Arrow. */
export const moveGroupBy = (groups: Groups, title: string, delta: -1 | 1): Groups => {
  const from = groups.filter((group) => !group.locked).findIndex((group) => group.title === title);
  return from < 0 || from + delta < 0 ? groups : moveGroup(groups, title, from + delta);
};

/** A style moved to a place of a group (`index` counts the target's styles without it). */
export const moveStyle = (groups: Groups, from: StylePlace, to: { group: string; index: number }): Groups => {
  const source = groups.find((group) => group.title === from.group);
  const style = source?.styles.find((entry) => entry.style === from.style);
  if (!source || !style || !groups.some((group) => group.title === to.group)) return groups;
  if (from.group === to.group) {
    const next = moved(source.styles, source.styles.indexOf(style), to.index);
    return isSameOrder(next, source.styles)
      ? groups
      : replaceGroup(groups, from.group, (group) => ({ ...group, styles: next }));
  }
  return groups.map((group) => {
    if (group.title === from.group) return { ...group, styles: group.styles.filter((entry) => entry !== style) };
    if (group.title === to.group) return { ...group, styles: insertStyle(group.styles, style, to.index) };
    return group;
  });
};

/**
 * A style one place up or down; from the top or bottom of its group it goes to the end of the
 * group above or the start of the group below. Answers the groups and where the style now is.
 */
export const moveStyleBy = (groups: Groups, place: StylePlace, delta: -1 | 1): { groups: Groups; group: string } => {
  const at = groups.findIndex((group) => group.title === place.group);
  const styles = groups[at]?.styles ?? [];
  const index = styles.findIndex((style) => style.style === place.style);
  if (index < 0) return { groups, group: place.group };
  const target = index + delta;
  if (target >= 0 && target < styles.length)
    return { groups: moveStyle(groups, place, { group: place.group, index: target }), group: place.group };
  const neighbour = groups[at + delta];
  if (!neighbour) return { groups, group: place.group };
  const toIndex = delta < 0 ? neighbour.styles.length : 0;
  return { groups: moveStyle(groups, place, { group: neighbour.title, index: toIndex }), group: neighbour.title };
};

/** A colour moved within its style. */
export const moveColor = (groups: Groups, place: StylePlace, colorId: string, toIndex: number): Groups => {
  const style = groups.find((group) => group.title === place.group)?.styles.find((s) => s.style === place.style);
  const from = style?.colors.indexOf(colorId) ?? -1;
  if (!style || from < 0) return groups;
  const next = moved(style.colors, from, toIndex);
  if (isSameOrder(next, style.colors)) return groups;
  return replaceGroup(groups, place.group, (group) => ({
    ...group,
    styles: group.styles.map((entry) => (entry === style ? withColors(entry, next) : entry)),
  }));
};

/**
 * Why a group name cannot be used, or null: names are trimmed, unique (any case), and never
 * Uncategorized (nor `alsoReserved`: the name it is shown with in the user's language).
 */
export const groupTitleProblem = (
  groups: Groups,
  title: string,
  current?: string,
  alsoReserved: readonly string[] = [],
): 'empty' | 'tooLong' | 'reserved' | 'taken' | null => {
  const name = title.trim();
  if (!name) return 'empty';
  if (name.length > GROUP_TITLE_MAX) return 'tooLong';
  if ([UNCATEGORIZED_GROUP, ...alsoReserved].some((reserved) => reserved.toLowerCase() === name.toLowerCase()))
    return 'reserved';
  const taken = groups.some((group) => group.title !== current && group.title.toLowerCase() === name.toLowerCase());
  return taken ? 'taken' : null;
};

/** A new, empty and open group just above Uncategorized. */
export const addGroup = (groups: Groups, title: string): Groups => {
  const name = title.trim();
  if (groupTitleProblem(groups, name)) return groups;
  const group: GroupSortGroup = {
    index: 0,
    title: name,
    openState: true,
    alwaysOpen: false,
    contentTab: true,
    locked: false,
    styles: [],
    customContent: null,
  };
  return ordered([...groups, group]);
};

export const renameGroup = (groups: Groups, from: string, to: string): Groups => {
  const name = to.trim();
  const group = groups.find((entry) => entry.title === from);
  if (!group || group.locked || name === from || groupTitleProblem(groups, name, from)) return groups;
  return replaceGroup(groups, from, (entry) => ({
    ...entry,
    title: name,
    customContent: entry.customContent && { ...entry.customContent, displayGroup: name },
  }));
};

/** A group removed; its styles go to the end of Uncategorized. */
export const deleteGroup = (groups: Groups, title: string): Groups => {
  const group = groups.find((entry) => entry.title === title);
  if (!group || group.locked) return groups;
  return ordered(
    groups
      .filter((entry) => entry !== group)
      .map((entry) =>
        entry.locked
          ? {
              ...entry,
              styles: group.styles.reduce((styles, style) => insertStyle(styles, style, styles.length), entry.styles),
            }
          : entry,
      ),
  );
};

/**
 * The styles of a group, or of every group (title null), in a new order (autosort): one change,
 * so one save. Stable: styles the comparison finds equal keep their order.
 */
export const sortStyles = (
  groups: Groups,
  title: string | null,
  compare: (a: GroupSortStyle, b: GroupSortStyle) => number,
): Groups => {
  let changed = false;
  const next = groups.map((group) => {
    if (title !== null && group.title !== title) return group;
    const styles = [...group.styles].sort(compare);
    if (isSameOrder(styles, group.styles)) return group;
    changed = true;
    return { ...group, styles };
  });
  return changed ? next : groups;
};

/** A style's colours in a new order (colour sort). */
export const sortColors = (groups: Groups, place: StylePlace, compare: (a: string, b: string) => number): Groups => {
  const style = groups.find((group) => group.title === place.group)?.styles.find((s) => s.style === place.style);
  if (!style) return groups;
  const next = [...style.colors].sort(compare);
  if (isSameOrder(next, style.colors)) return groups;
  return replaceGroup(groups, place.group, (group) => ({
    ...group,
    styles: group.styles.map((entry) => (entry === style ? withColors(entry, next) : entry)),
  }));
};

/** Opens or closes a group; the locked group is always open. Not saved: it is the page's view. */
export const setGroupOpen = (groups: Groups, title: string | null, open: boolean): Groups =>
  groups.map((group) =>
    (title === null || group.title === title) && !group.alwaysOpen && group.openState !== open
      ? { ...group, openState: open }
      : group,
  );

/** A group's custom content with some fields set; the entry is made on first use. */
const setGroupContent = (groups: Groups, title: string, fields: Partial<Omit<CustomContent, 'displayGroup'>>) =>
  replaceGroup(groups, title, (group) => ({
    ...group,
    customContent: {
      ...(group.customContent ?? { displayGroup: group.title, html: null, previewJpg: null, sourceFile: null }),
      ...fields,
    },
  }));

/** A group's custom content html. */
export const setGroupHtml = (groups: Groups, title: string, html: string): Groups =>
  setGroupContent(groups, title, { html });

/** A group's preview image or source file (an assortment file's address), or none. */
export const setGroupFile = (
  groups: Groups,
  title: string,
  field: 'previewJpg' | 'sourceFile',
  url: string | null,
): Groups => setGroupContent(groups, title, { [field]: url });
