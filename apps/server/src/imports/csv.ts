/** The delimiter a CSV file uses: of comma, semicolon and tab, the one its first line has most of. */
const delimiterOf = (text: string) => {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
};

/**
 * The cells of a CSV text (RFC 4180: quoted fields with doubled quotes, line breaks inside
 * quotes), its delimiter guessed; stops with `tooMany` once more than `maxRows` rows are read.
 */
export const parseCsv = (text: string, maxRows: number, tooMany: () => Error): string[][] => {
  const delimiter = delimiterOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    if (rows.length > maxRows + 1) throw tooMany();
    row = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"' && cell === '') quoted = true;
    else if (character === delimiter) {
      row.push(cell);
      cell = '';
    } else if (character === '\n') endRow();
    else if (character !== '\r') cell += character;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
};
