const groupHeaderBrand = Symbol('groupHeaderRow');

/** A group's header line in a flattened grid: shown full width with a chevron and the row count. */
export type GroupHeaderRow = {
  readonly [groupHeaderBrand]: true;
  /** Unique among rows: `group:` and the encoded path. */
  readonly id: string;
  /** The group's own value ('' for rows without one). */
  readonly key: string;
  /** Keys from the outermost group down to this one. */
  readonly path: readonly string[];
  /** 0 for top-level groups. */
  readonly level: number;
  /** Data rows anywhere below this group, collapsed ones included. */
  readonly count: number;
  readonly expanded: boolean;
};

/** What a grouped grid shows: group headers and data rows in display order. */
export type GridRow<Row> = Row | GroupHeaderRow;

export const isGroupHeaderRow = (row: unknown): row is GroupHeaderRow =>
  typeof row === 'object' && row !== null && groupHeaderBrand in row;

export const groupRowId = (path: readonly string[]) => `group:${path.map(encodeURIComponent).join('/')}`;

export type GroupRowsOptions<Row> = {
  getRowId: (row: Row) => string;
  /** The keys of the groups a row sits in, outermost first; [] keeps it at the top level. */
  groupPath: (row: Row) => readonly string[];
  /** Ids of collapsed groups: their header shows, what is below does not. */
  collapsed: ReadonlySet<string>;
  /** Groups to show even without rows, e.g. empty folders. */
  extraGroupPaths?: readonly (readonly string[])[];
  /** Order of sibling groups; by default the order in which they first appear. */
  compareGroupKeys?: (a: string, b: string, level: number) => number;
};

export type GroupedRows<Row> = {
  rows: GridRow<Row>[];
  /** Every group id, collapsed or hidden ones included (for "collapse all"). */
  groupIds: string[];
  /** Nesting depth of every row and group by id, for indenting. */
  depthById: ReadonlyMap<string, number>;
};

type GroupNode<Row> = {
  key: string;
  path: readonly string[];
  children: Map<string, GroupNode<Row>>;
  rows: Row[];
  count: number;
};

const childAt = <Row>(node: GroupNode<Row>, key: string): GroupNode<Row> => {
  let child = node.children.get(key);
  if (!child) {
    child = { key, path: [...node.path, key], children: new Map(), rows: [], count: 0 };
    node.children.set(key, child);
  }
  return child;
};

const nodeAt = <Row>(root: GroupNode<Row>, path: readonly string[]) => path.reduce(childAt, root);

const countRows = <Row>(node: GroupNode<Row>): number => {
  node.count = node.rows.length;
  for (const child of node.children.values()) node.count += countRows(child);
  return node.count;
};

/**
 * Turns rows into group headers and data rows, one flat list, so AG Grid Community (which has no
 * row grouping or tree data) can show groups and folder trees as full-width rows. Within a group,
 * subgroups come first, then the group's own rows in the order given.
 */
export const groupRows = <Row>(rows: readonly Row[], options: GroupRowsOptions<Row>): GroupedRows<Row> => {
  const root: GroupNode<Row> = { key: '', path: [], children: new Map(), rows: [], count: 0 };
  for (const row of rows) nodeAt(root, options.groupPath(row)).rows.push(row);
  for (const path of options.extraGroupPaths ?? []) nodeAt(root, path);
  countRows(root);

  const flat: GridRow<Row>[] = [];
  const groupIds: string[] = [];
  const depthById = new Map<string, number>();
  const { compareGroupKeys } = options;

  const visit = (node: GroupNode<Row>, level: number, visible: boolean) => {
    const children = [...node.children.values()];
    if (compareGroupKeys) children.sort((a, b) => compareGroupKeys(a.key, b.key, level));
    for (const child of children) {
      const id = groupRowId(child.path);
      const expanded = !options.collapsed.has(id);
      groupIds.push(id);
      depthById.set(id, level);
      if (visible) {
        const { key, path, count } = child;
        flat.push({ [groupHeaderBrand]: true, id, key, path, level, count, expanded });
      }
      visit(child, level + 1, visible && expanded);
    }
    for (const row of node.rows) {
      depthById.set(options.getRowId(row), level);
      if (visible) flat.push(row);
    }
  };
  visit(root, 0, true);
  return { rows: flat, groupIds, depthById };
};

const groupKey = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Groups by the values of the given fields, outermost first (e.g. gender, then division). */
export const fieldGroupPath =
  <Row>(fields: readonly (keyof Row)[]) =>
  (row: Row): string[] =>
    fields.map((field) => groupKey(row[field]));
