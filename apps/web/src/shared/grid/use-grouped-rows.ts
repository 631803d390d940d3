import { useMemo, useRef, useState } from 'react';
import { type GroupHeaderRow, type GroupRowsOptions, groupRows } from './group-rows';

/** What DataGrid needs to open and close groups (its `groups` prop). */
export type GroupControls = {
  onToggle: (group: GroupHeaderRow) => void;
  onExpandAll?: () => void;
  onCollapseAll?: () => void;
  /** The header text; by default the group's key, or "(Blank)". */
  formatLabel?: (group: GroupHeaderRow) => string;
};

export type UseGroupedRowsOptions<Row> = Omit<GroupRowsOptions<Row>, 'collapsed'> & {
  initiallyCollapsed?: Iterable<string>;
  formatLabel?: (group: GroupHeaderRow) => string;
};

/**
 * Rows flattened into groups, with the open/closed state kept here. Pass stable functions in the
 * options (module-level or memoised): they are dependencies of the flattening.
 */
export const useGroupedRows = <Row>(rows: readonly Row[], options: UseGroupedRowsOptions<Row>) => {
  const { getRowId, groupPath, extraGroupPaths, compareGroupKeys, formatLabel, initiallyCollapsed } = options;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set(initiallyCollapsed));
  const grouped = useMemo(
    () => groupRows(rows, { getRowId, groupPath, extraGroupPaths, compareGroupKeys, collapsed }),
    [rows, getRowId, groupPath, extraGroupPaths, compareGroupKeys, collapsed],
  );
  // Read when collapsing all, not a dependency: new rows must not make new controls, which would
  // make the grid redraw every row (they are its full-width rows' parameters).
  const groupIds = useRef(grouped.groupIds);
  groupIds.current = grouped.groupIds;
  const groups = useMemo<GroupControls>(
    () => ({
      onToggle: (group) =>
        setCollapsed((current) => {
          const next = new Set(current);
          if (!next.delete(group.id)) next.add(group.id);
          return next;
        }),
      onExpandAll: () => setCollapsed(new Set()),
      onCollapseAll: () => setCollapsed(new Set(groupIds.current)),
      formatLabel,
    }),
    [formatLabel],
  );
  return { ...grouped, collapsed, groups };
};
