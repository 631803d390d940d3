import type { ReportRequest, ReportRoute } from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { activityEvents, assortmentReportRows } from './report-data.js';
import { renderActivityReport, renderAssortmentReport } from './report-xlsx.js';

/** A report of the reporting page as xlsx bytes: downloaded now, or mailed on a schedule. */
export const renderReport = async (db: Database, route: ReportRoute, request: ReportRequest): Promise<Buffer> =>
  route === 'assortment-export'
    ? renderAssortmentReport(await assortmentReportRows(db, request), request.options.includeProducts)
    : renderActivityReport(await activityEvents(db, request), request.options.includeEvents);
