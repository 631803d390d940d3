/** Lists, uploads and search limits (spec part 1 §9, part 2 §9.2 and §9.4). */
export const GRID_PAGE_SIZE = 100;
export const PRODUCT_SEARCH_LIMIT = 1_000;
export const AUTOCOMPLETE_LIMIT = 10;
export const RECENT_LIST_LIMIT = 20;
export const LONG_WAIT_THRESHOLD = 100;
export const ORDER_QUANTITY_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const DISCOUNT_RANGE = { min: 0, max: 100 } as const;
export const UPLOAD_CHUNK_SIZE = 10_485_760;
export const UPLOAD_PART_CONCURRENCY = 4;
export const UPLOAD_FILE_CONCURRENCY = 3;
export const DOWNLOAD_JOB_CONCURRENCY = 3;
export const COLLECTION_SIZE_LIMIT_BYTES = 21_474_836_480;
export const CACHE_MAX_ENTRIES = 10_000;
export const CACHE_TTL_MS = 3_600_000;
export const REPORT_QUEUE_CLEAR_MS = 1_000;
export const DELETE_MENU_TITLE_MAX = 50;
export const THUMBNAIL_COLUMN_WIDTH = 60;
export const SERVER_ERROR_DIALOG_DELAY_MS = 500;

/** Notifications the Orders toolbar's drawer reads at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
