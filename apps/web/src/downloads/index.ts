export { DownloadQueue } from './DownloadQueue';
export type { DownloadRequest, DownloadStarter } from './download-queue';
export { FILE_DOWNLOAD_EVENT, useDownloads } from './downloads';
export { useReportQueue } from './use-report-queue';
