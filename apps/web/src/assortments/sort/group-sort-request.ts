import type { CustomContent, GroupSortBatchRequest } from '@stride/domain';
import type { Groups } from './group-sort-moves';

/**
 * The body of PATCH /{orgType}/groupsort/batch/{id} without its version (spec part 2 §7.3): the
 * display groups in order (never Uncategorized), and every row of the assortment group by group,
 * style by style, colour by colour, Uncategorized (displayGroup null) last.
 */
export const groupSortRequest = (groups: Groups): Omit<GroupSortBatchRequest, 'baseVersion'> => ({
  groups: groups.filter((group) => !group.locked).map((group) => group.title),
  rows: [...groups]
    .sort((a, b) => Number(a.locked) - Number(b.locked))
    .flatMap((group) =>
      group.styles.flatMap((style) =>
        style.colors.map((id) => ({ id, displayGroup: group.locked ? null : group.title })),
      ),
    ),
});

/**
 * The assortment's custom content as the groups hold it, after the entries of display groups
 * the page does not show (kept as they were: the page never drops what it cannot see).
 */
export const customContentOf = (groups: Groups, unshown: readonly CustomContent[]): CustomContent[] => [
  ...unshown,
  ...groups.flatMap((group) => (group.customContent ? [group.customContent] : [])),
];
