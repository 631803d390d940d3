type StyleRow = { style: string; styleColorId: string };

/**
 * The rows that previous and next style lead to from a row of a result list: the first row of
 * the neighbouring run of another style, so stepping back and forth returns to the same rows.
 */
export const styleNeighbours = <Row extends StyleRow>(
  rows: readonly Row[],
  styleColorId: string | undefined,
): { previous: Row | undefined; next: Row | undefined } => {
  const index = rows.findIndex((row) => row.styleColorId === styleColorId);
  const current = rows[index];
  if (!current) return { previous: undefined, next: undefined };
  const runStart = (end: number) => {
    let start = end;
    while (start > 0 && rows[start - 1]?.style === rows[end]?.style) start -= 1;
    return start;
  };
  const next = rows.slice(index + 1).find((row) => row.style !== current.style);
  const previousEnd = rows.slice(0, index).findLastIndex((row) => row.style !== current.style);
  return { previous: previousEnd < 0 ? undefined : rows[runStart(previousEnd)], next };
};
