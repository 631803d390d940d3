import {
  type AssortmentLabel,
  type AssortmentProduct,
  applyRowChanges,
  type CellRuleMessage,
  markupPercent,
  type RowChanges,
  styleLevelChanges,
} from '@stride/domain';

/** The user's edit of one row: raw cell values, as the batch's updateProducts sends them. */
export type RowEdit = { id: string; changes: RowChanges };
export type RowEditProblem = { id: string; field: string; message: CellRuleMessage };
export type RulesContext = { labels: readonly AssortmentLabel[]; pillars: readonly string[] };

/** The shown markup follows the net cost, as the server presents it. */
const withMarkup = (row: AssortmentProduct): AssortmentProduct => ({
  ...row,
  markupPercent:
    row.suggestedRetail !== null && row.netCost !== null ? markupPercent(row.suggestedRetail, row.netCost) : null,
});

const idsByStyleOf = (rows: Iterable<AssortmentProduct>) => {
  const byStyle = new Map<string, string[]>();
  for (const { id, style } of rows) {
    const ids = byStyle.get(style);
    if (ids) ids.push(id);
    else byStyle.set(style, [id]);
  }
  return byStyle;
};

/**
 * The grid's own edits applied at once, by the same domain rules the server applies (spec part 1
 * §5): dependents recalculated, style-level cells (tags, style notes, pillar) copied to every
 * colour of the style. Answers the rows that changed; the problems of the edited cells (not of
 * the colours that only took a style-level value); and the edits worth sending, those that
 * changed a row or raised a problem, in their order. Edits of rows not in `rowsById` are dropped.
 */
export const applyEditsLocally = (
  rowsById: ReadonlyMap<string, AssortmentProduct>,
  edits: readonly RowEdit[],
  context: RulesContext,
) => {
  const changed = new Map<string, AssortmentProduct>();
  const problems: RowEditProblem[] = [];
  const sent: RowEdit[] = [];
  const current = (id: string) => changed.get(id) ?? rowsById.get(id);
  let idsByStyle: Map<string, string[]> | undefined;
  for (const edit of edits) {
    const edited = current(edit.id);
    if (!edited) continue;
    const shared = styleLevelChanges(edit.changes);
    if (Object.keys(shared).length > 0) idsByStyle ??= idsByStyleOf(rowsById.values());
    const siblings =
      Object.keys(shared).length > 0 ? (idsByStyle?.get(edited.style) ?? []).filter((id) => id !== edit.id) : [];
    let worthSending = false;
    for (const [id, changes] of [[edit.id, edit.changes] as const, ...siblings.map((id) => [id, shared] as const)]) {
      const row = current(id);
      if (!row) continue;
      const outcome = applyRowChanges(row, changes, context);
      if (id === edit.id && outcome.problems.length > 0) {
        problems.push(...outcome.problems.map(({ field, message }) => ({ id, field, message })));
        worthSending = true;
      }
      if (Object.keys(outcome.values).length === 0) continue;
      changed.set(id, withMarkup({ ...row, ...outcome.values } as AssortmentProduct));
      worthSending = true;
    }
    if (worthSending) sent.push(edit);
  }
  return { changed, problems, sent };
};

/**
 * The rows by id as they were handed to the grid. The grid writes a typed value into its row
 * object before the rules have seen it; the rules read each row as it was handed to the grid,
 * kept aside when the row object joins the rows.
 */
export const rowsAsHanded = (
  rowsOf: () => readonly AssortmentProduct[],
  subscribe: (listener: () => void) => unknown,
): (() => Map<string, AssortmentProduct>) => {
  const asHanded = new WeakMap<AssortmentProduct, AssortmentProduct>();
  let handedRows: readonly AssortmentProduct[] | null = null;
  const keepAsHanded = () => {
    const rows = rowsOf();
    if (rows === handedRows) return;
    handedRows = rows;
    for (const row of rows) if (!asHanded.has(row)) asHanded.set(row, { ...row });
  };
  keepAsHanded();
  subscribe(keepAsHanded);
  return () => new Map(rowsOf().map((row) => [row.id, asHanded.get(row) ?? row]));
};
