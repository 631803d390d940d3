import {
  type Asset,
  type AssetFilters,
  type AssetState,
  LIBRARY_BUCKET,
  type LibraryType,
  type PackageS3File,
} from '@stride/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_DOWNLOAD_EVENT, useDownloads } from '../../downloads';
import { saveBlob } from '../../shared/browser/save-blob';
import { toasts } from '../../shared/toasts/toast-store';
import { fetchLibraryReport } from '../api';

/** The Ready files of the chosen assets: the primary ones, and the working files when asked. */
export const packageFilesOf = (assets: readonly Asset[], withWorkingFiles: boolean): PackageS3File[] =>
  assets.flatMap((asset) =>
    asset.files
      .filter((file) => file.state === 'Ready' && (withWorkingFiles || file.usageType === 'Primary'))
      .map((file) => ({ type: 's3' as const, key: file.key, bucket: LIBRARY_BUCKET, s3Type: file.usageType })),
  );

/**
 * Bulk download of a selection (a zip through the download queue, POST /api/packages/download)
 * and the library report of the grid's filters (xlsx), which `cancelReport` stops (spec part 2
 * §4 report queue: success emits the file-download event; cancelled says so; others fail).
 */
export const useLibraryDownloads = (libraryType: LibraryType) => {
  const { t } = useTranslation();
  const { enqueue } = useDownloads();
  const [reporting, setReporting] = useState(false);
  const report = useRef<AbortController | null>(null);

  const downloadSelection = (assets: readonly Asset[], withWorkingFiles: boolean) => {
    const files = packageFilesOf(assets, withWorkingFiles);
    if (files.length === 0) return;
    const filename = t(`libraries.types.${libraryType}`);
    enqueue({ action: '/api/packages/download', data: { filename, files }, filename: `${filename}.zip` });
  };

  const downloadReport = async (query: { filters: AssetFilters; manage?: AssetState; sort: string }) => {
    const controller = new AbortController();
    report.current = controller;
    setReporting(true);
    try {
      const filename = `${libraryType}-report.xlsx`;
      saveBlob(await fetchLibraryReport(libraryType, query, controller.signal), filename);
      window.dispatchEvent(new CustomEvent(FILE_DOWNLOAD_EVENT, { detail: { action: 'report', filename } }));
    } catch (error) {
      if (controller.signal.aborted) {
        toasts.show({ type: 'info', message: t('libraries.reportCancelled') });
      } else {
        console.warn('Library report failed', error);
        toasts.show({ type: 'error', message: t('libraries.reportFailed') });
      }
    } finally {
      report.current = null;
      setReporting(false);
    }
  };

  const cancelReport = () => report.current?.abort();

  return { downloadSelection, downloadReport, cancelReport, reporting };
};
