import type { AuditEntry, AuditFilters, AuditPage } from '@stride/domain';
import { api } from '../shared/api/api-client';
import type { ResultPage } from '../shared/grid';

/** GET audit: one page of the filtered log, newest first, with its total. */
export const fetchAuditPage = async (
  filters: AuditFilters,
  page: { skip: number; limit: number },
  signal: AbortSignal,
): Promise<ResultPage<AuditEntry>> => api.get<AuditPage>('audit', { query: { ...filters, ...page }, signal });

/** POST audit/export: the filtered log as an xlsx workbook. */
export const fetchAuditExport = (filters: AuditFilters, signal: AbortSignal): Promise<Blob> =>
  api.postForBlob('audit/export', filters, { signal });
