import {
  expandColorlessRows,
  type ImportRow,
  mailAddressesIn,
  PRODUCT_SEARCH_LIMIT,
  type ProductColorsAnswer,
  type ProductType,
  toStyleColorId,
} from '@stride/domain';
import { api } from '../shared/api/api-client';

export type ImportTable = { headers: string[]; rows: string[][]; rowCount: number };

/**
 * Part 1 §4 Import flow, upload: the server reads the file's first sheet (or CSV) into a table,
 * telling the rows read as it goes.
 */
export const readImportFile = (file: File, onRowsRead: (rowsRead: number) => void = () => undefined) =>
  api.postWithProgress<ImportTable, { rowsRead: number }>('assortments/import/read', file, ({ rowsRead }) =>
    onRowsRead(rowsRead),
  );

/**
 * The product lookup of part 1 §4: rows without a colour become every colour of their style
 * (part 1 §5), asked of the catalogue in calls of at most PRODUCT_SEARCH_LIMIT styles.
 */
export const withStyleColors = async (
  rows: ImportRow[],
  productType: ProductType,
  colorMapped: boolean,
): Promise<ImportRow[]> => {
  const styles = [...new Set(rows.filter((row) => !row.color).map((row) => row.style))];
  if (styles.length === 0) return rows;
  const chunks: string[][] = [];
  for (let start = 0; start < styles.length; start += PRODUCT_SEARCH_LIMIT)
    chunks.push(styles.slice(start, start + PRODUCT_SEARCH_LIMIT));
  const answers = await Promise.all(
    chunks.map((chunk) => api.post<ProductColorsAnswer>('products/colors', { productType, styles: chunk })),
  );
  return expandColorlessRows(rows, Object.assign({}, ...answers.map((answer) => answer.data)), colorMapped);
};

/** POST /api/packages/mail/{spreadsheet|division}: mails each address a link to the zip (7 days). */
export const mailPackage = (
  kind: 'spreadsheet' | 'division',
  to: string,
  data: Record<string, unknown>,
): Promise<{ message: string }> => api.post(`packages/mail/${kind}`, { to: mailAddressesIn(to), data });

/** Which of the rows another of the person's assortments of this one's season, year and region holds. */
export const seasonOverlap = async (assortmentId: string, rows: readonly { style: string; color: string }[]) =>
  new Set(
    (
      await api.post<{ data: string[] }>(`assortments/${assortmentId}/season-overlap`, {
        ids: rows.map((row) => toStyleColorId(row.style, row.color)),
      })
    ).data,
  );
