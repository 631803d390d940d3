/** The cookie that tells the browser's download queue its zip started streaming. */
export const downloadStartedCookieName = (downloadId: string) => `stride-download-${downloadId}`;
export const DOWNLOAD_STARTED_COOKIE_VALUE = 'started';
export const DOWNLOAD_STARTED_COOKIE_MAX_AGE_S = 60;

/** The app's page a browser is sent to from a mailed package link that has expired or no longer works. */
export const LINK_EXPIRED_PATH = '/link-expired';
