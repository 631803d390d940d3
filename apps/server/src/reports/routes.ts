import {
  DEFAULT_TIMEZONE,
  isoDateOnly,
  type ReportRequest,
  type ReportRoute,
  reportFilename,
  reportRequestSchema,
  reportRoutes,
} from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { XLSX_CONTENT_TYPE } from '../platform/xlsx/workbook.js';

/** Part 2 §7.3 `POST assortments/admin/report/{reportRoute}` (blob): the reporting page's reports, for managers. */
export const registerReportRoutes = (
  app: App,
  deps: { render: (route: ReportRoute, request: ReportRequest) => Promise<Buffer> },
) => {
  app.post(
    '/api/assortments/admin/report/:reportRoute',
    {
      config: { access: 'manageAssortmentReporting', reads: true },
      schema: {
        tags: ['reports'],
        summary:
          'The assortment export or the user activity report as xlsx, for the filters, period, accounts and territories',
        params: z.object({ reportRoute: z.enum(reportRoutes) }),
        body: reportRequestSchema,
      },
    },
    async (request, reply) => {
      const { reportRoute } = request.params;
      const workbook = await deps.render(reportRoute, request.body);
      const filename = reportFilename(reportRoute, isoDateOnly(new Date().toISOString(), DEFAULT_TIMEZONE));
      return sendFileAnswer(
        reply,
        { body: workbook, contentType: XLSX_CONTENT_TYPE, filename },
        { disposition: 'attachment', cacheControl: 'private, no-store' },
      );
    },
  );
};
