import type { SeasonAnswer, SeasonFileKind } from '@stride/domain';
import type { SeasonRow } from './tables.js';

/** Where a season's file is read; the modification time makes a replaced picture a new address. */
const seasonFileUrl = (row: SeasonRow, kind: SeasonFileKind) =>
  `/api/assortmentSeasons/${row.id}/files/${kind}?v=${row.modifiedAt.getTime()}`;

/** A season as the API answers it (spec part 1 §3 Seasons), with the addresses of its files. */
export const presentSeason = (row: SeasonRow): SeasonAnswer => ({
  id: row.id,
  season: row.season,
  year: row.year,
  channel: row.channel,
  status: row.status,
  seasonSets: row.seasonSets,
  sourceFile: row.sourceFile,
  previewJpg: row.previewJpg,
  customerLogo: row.customerLogo,
  modifiedDate: row.modifiedAt.toISOString(),
  // The preview is the cover's first page: a season without a cover has none yet.
  previewUrl: row.sourceFile ? seasonFileUrl(row, 'preview') : null,
  sourceFileUrl: row.sourceFile ? seasonFileUrl(row, 'cover') : null,
  customerLogoUrl: row.customerLogo ? seasonFileUrl(row, 'logo') : null,
});
