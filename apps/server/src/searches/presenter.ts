import type { SavedSearchRow } from './tables.js';

export const presentSavedSearch = (row: SavedSearchRow) => ({
  _id: row.id,
  name: row.name,
  query: row.query,
  path: row.path,
  createdDate: row.createdAt.toISOString(),
});
