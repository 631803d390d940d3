import {
  type Asset,
  type AssetFilters,
  type AssetState,
  LIBRARY_BUCKET,
  type LibraryType,
  type PackageS3File,
} from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useDownloads, useReportQueue } from '../../downloads';
import { fetchLibraryReport } from '../api';

/** The Ready files of the chosen assets: the primary ones, and the working files when asked. */
const packageFilesOf = (assets: readonly Asset[], withWorkingFiles: boolean): PackageS3File[] =>
  assets.flatMap((asset) =>
    asset.files
      .filter((file) => file.state === 'Ready' && (withWorkingFiles || file.usageType === 'Primary'))
      .map((file) => ({ type: 's3' as const, key: file.key, bucket: LIBRARY_BUCKET, s3Type: file.usageType })),
  );

/**
 * Bulk download of a selection (a zip through the download queue, POST /api/packages/download)
 * and the library report of the grid's filters (xlsx) through the report queue, which
 * `cancelReport` stops.
 */
export const useLibraryDownloads = (libraryType: LibraryType) => {
  const { t } = useTranslation();
  const { enqueue } = useDownloads();
  const report = useReportQueue();

  const downloadSelection = (assets: readonly Asset[], withWorkingFiles: boolean) => {
    const files = packageFilesOf(assets, withWorkingFiles);
    if (files.length === 0) return;
    const filename = t(`libraries.types.${libraryType}`);
    enqueue({ action: '/api/packages/download', data: { filename, files }, filename: `${filename}.zip` });
  };

  const downloadReport = (query: { filters: AssetFilters; manage?: AssetState; sort: string }) =>
    report.run((signal) => fetchLibraryReport(libraryType, query, signal), `${libraryType}-report.xlsx`, {
      cancelled: t('libraries.reportCancelled'),
      failed: t('libraries.reportFailed'),
    });

  return { downloadSelection, downloadReport, cancelReport: report.cancel, reporting: report.running };
};
