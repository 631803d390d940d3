import type { Asset, LibraryType } from '@stride/domain';
import { requestCancelled } from '../platform/errors.js';
import { newWorkbook, workbookBytes } from '../platform/xlsx/workbook.js';

type ReportColumn = { header: string; width: number; value: (asset: Asset) => string | number | Date | null };

const primarySize = (asset: Asset) => asset.files.find((file) => file._id === asset.primaryFile?._id)?.fileSize ?? null;

/** The report's columns: the grid's common columns, in the order editors read them. */
const columns: ReportColumn[] = [
  { header: 'Name', width: 40, value: (asset) => asset.name },
  { header: 'State', width: 12, value: (asset) => asset.state },
  { header: 'Asset Type', width: 20, value: (asset) => asset.assetType },
  { header: 'Asset Sub Type', width: 20, value: (asset) => asset.assetSubType },
  { header: 'Doc Type', width: 16, value: (asset) => asset.docType },
  { header: 'Category', width: 16, value: (asset) => asset.category },
  { header: 'Gender', width: 10, value: (asset) => asset.gender },
  { header: 'Season', width: 10, value: (asset) => asset.season },
  { header: 'Year', width: 8, value: (asset) => asset.year },
  { header: 'Language', width: 10, value: (asset) => asset.lang },
  { header: 'Region', width: 14, value: (asset) => asset.region },
  { header: 'Entity', width: 14, value: (asset) => asset.entity },
  { header: 'Store Type', width: 14, value: (asset) => asset.storeType },
  { header: 'Divisions', width: 20, value: (asset) => asset.divisionId.join(', ') },
  { header: 'Begin Date', width: 12, value: (asset) => asset.beginDate },
  { header: 'Expire Date', width: 12, value: (asset) => asset.expireDate },
  { header: 'Files', width: 8, value: (asset) => asset.files.length },
  { header: 'Primary File Size (bytes)', width: 14, value: primarySize },
  { header: 'Created', width: 20, value: (asset) => new Date(asset.createdDate) },
  { header: 'Created By', width: 20, value: (asset) => asset.createdByUser },
  { header: 'Modified', width: 20, value: (asset) => new Date(asset.modifiedDate) },
  { header: 'Last Edited By', width: 20, value: (asset) => asset.lastEditedByUser },
];

/**
 * The report's rows (assets, samples), page after page until one comes short. Stops (requestCancelled) as soon as
 * the caller has gone, as when the user cancels the report: a large library is not read for nobody.
 */
export async function* reportPages<Row = Asset>(
  readPage: (skip: number, limit: number) => Promise<Row[]>,
  callerGone: () => boolean,
  pageSize = 1_000,
): AsyncGenerator<Row[]> {
  for (let skip = 0; ; skip += pageSize) {
    if (callerGone()) throw requestCancelled();
    const page = await readPage(skip, pageSize);
    yield page;
    if (page.length < pageSize) return;
  }
}

/** One sheet named after the library, a frozen header row, one row per asset. */
export const renderAssetReport = async (libraryType: LibraryType, assets: AsyncIterable<Asset[]>): Promise<Buffer> => {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(libraryType, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for await (const page of assets) {
    for (const asset of page) sheet.addRow(columns.map((column) => column.value(asset)));
  }
  return workbookBytes(workbook);
};
