/**
 * Cells as spreadsheets put them on the clipboard: rows on lines, cells split by tabs; a cell
 * holding a tab, a line break or a quote is quoted, with quotes doubled (what Excel, Numbers and
 * Google Sheets write and read).
 */

/** The cells of copied text; a trailing line break (Excel ends every copy with one) adds no row. */
export const parseClipboardTable = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let at = 0;
  const normalised = text.replace(/\r\n?/g, '\n');
  while (at < normalised.length) {
    const char = normalised[at]!;
    if (quoted) {
      if (char === '"' && normalised[at + 1] === '"') {
        cell += '"';
        at += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === '\t') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
    at++;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
};

const quoteCell = (cell: string) => (/[\t\n\r"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** Cells as clipboard text, with the line break at the end that spreadsheets expect. */
export const formatClipboardTable = (rows: readonly (readonly string[])[]): string =>
  rows.map((row) => row.map(quoteCell).join('\t')).join('\n') + (rows.length > 0 ? '\n' : '');

export type PasteCell = { row: number; column: number; text: string };

/**
 * Where pasted cells go, as offsets from the selection's top-left cell. Like a spreadsheet: a
 * block that fits a whole number of times into the selected range fills it (one value into
 * every selected cell, one row into every selected row); otherwise it is pasted once.
 */
export const pastePlan = (
  block: readonly (readonly string[])[],
  selection: { rows: number; columns: number },
): PasteCell[] => {
  const height = block.length;
  const width = Math.max(0, ...block.map((row) => row.length));
  if (height === 0 || width === 0) return [];
  const tiles = (selected: number, size: number) => (selected > size && selected % size === 0 ? selected : size);
  const rows = tiles(selection.rows, height);
  const columns = tiles(selection.columns, width);
  const cells: PasteCell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const text = block[row % height]?.[column % width];
      if (text !== undefined) cells.push({ row, column, text });
    }
  }
  return cells;
};
