import { api } from '../shared/api/api-client';

export type ImportTable = { headers: string[]; rows: string[][]; rowCount: number };

/** Part 1 §4 Import flow, upload: the server reads the file's first sheet (or CSV) into a table. */
export const readImportFile = (file: File) => api.post<ImportTable>('assortments/import/read', file);
