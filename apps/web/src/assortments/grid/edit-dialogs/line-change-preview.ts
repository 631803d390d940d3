import type { AssortmentProduct, CellRuleMessage, RowChanges } from '@stride/domain';
import { applyEditsLocally, type RulesContext } from '../row-edits';

export type LineChangePreview = { lineCount: number; problems: CellRuleMessage[] };

/**
 * What the same changes on several lines would do, by the rules the grid applies them with: how
 * many lines change (the other colours of a style too, for its style-level fields) and the
 * problems the cell rules raise, each once.
 */
export const previewLineChanges = (
  rows: readonly AssortmentProduct[],
  ids: readonly string[],
  changes: RowChanges,
  context: RulesContext,
): LineChangePreview => {
  const { changed, problems } = applyEditsLocally(
    new Map(rows.map((row) => [row.id, row])),
    ids.map((id) => ({ id, changes })),
    context,
  );
  return { lineCount: changed.size, problems: [...new Set(problems.map((problem) => problem.message))] };
};
