import type { RowChanges } from './assortment-batch-requests.js';
import { styleLevelRowFields } from './row-fields.js';

/**
 * Tags, style notes, collection style notes and pillar belong to the style, not the colour:
 * an edit of one colour reaches every colour of its style in the assortment (spec part 1 §5).
 */

/** What the expansion needs of an assortment's rows. */
export type StyleRow = { id: string; style: string };
/** The user's edit of one row: raw cell values, as a batch's updateProducts carries them. */
export type RowEdit = { id: string; changes: RowChanges };

/** Only the style-level cells of an edit. */
export const styleLevelChanges = (changes: RowChanges): RowChanges =>
  Object.fromEntries(styleLevelRowFields.filter((field) => field in changes).map((field) => [field, changes[field]]));

const hasStyleLevelChange = (changes: RowChanges): boolean => styleLevelRowFields.some((field) => field in changes);

/** Row ids by style, and each row's style, so a batch of many edits looks each up once. */
const indexRows = (rows: readonly StyleRow[]) => {
  const idsByStyle = new Map<string, string[]>();
  const styleById = new Map<string, string>();
  for (const { id, style } of rows) {
    styleById.set(id, style);
    const ids = idsByStyle.get(style);
    if (ids) ids.push(id);
    else idsByStyle.set(style, [id]);
  }
  return { idsByStyle, styleById };
};

const rowIdsOfEdit = (index: ReturnType<typeof indexRows>, edit: RowEdit): string[] => {
  const style = index.styleById.get(edit.id);
  if (style === undefined || !hasStyleLevelChange(edit.changes)) return [edit.id];
  return index.idsByStyle.get(style) ?? [edit.id];
};

/**
 * The ids of every row that takes the edit's style-level values: all rows of the edited row's
 * style, the edited row among them. An edit of colour-level cells only reaches the edited row.
 */
export const styleEditRowIds = (rows: readonly StyleRow[], edit: RowEdit): string[] =>
  rowIdsOfEdit(indexRows(rows), edit);

/**
 * The edits of a batch as the rows receive them, in the batch's order: the edited row gets all
 * its cells, the other colours of its style the style-level ones. They are not merged per row,
 * because a later pricing cell must win over an earlier one whatever their field order; apply
 * them one after another.
 */
export const expandStyleEdits = (rows: readonly StyleRow[], edits: readonly RowEdit[]): RowEdit[] => {
  const index = indexRows(rows);
  return edits.flatMap((edit) => {
    const styleChanges = styleLevelChanges(edit.changes);
    return rowIdsOfEdit(index, edit).map((id) => ({ id, changes: id === edit.id ? edit.changes : styleChanges }));
  });
};
