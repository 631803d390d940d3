export { DownloadQueue } from './DownloadQueue';
export type { DownloadEntry, DownloadRequest, DownloadStarter } from './download-queue';
export { FILE_DOWNLOAD_EVENT, useDownloads } from './downloads';
export { type ReportStatus, useReportQueue } from './use-report-queue';
