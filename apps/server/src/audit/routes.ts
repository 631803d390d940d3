import { auditFiltersSchema, auditListQuerySchema, auditPageSchema, isoDateOnly } from '@stride/domain';
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { XLSX_CONTENT_TYPE } from '../platform/xlsx/workbook.js';
import type { AuditService } from './service.js';

const tags = ['audit'];

/** The audit log, read by administrators (readAudit); no route writes, changes or deletes an entry. */
export const registerAuditRoutes = (app: App, { audit }: { audit: AuditService }) => {
  app.get(
    '/api/audit',
    {
      config: { access: 'readAudit' },
      schema: {
        tags,
        summary: 'Pages of the audit log, newest first, by person, action, object and time',
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    (request) => audit.page(request.query),
  );

  app.post(
    '/api/audit/export',
    {
      config: { access: 'readAudit' },
      schema: {
        tags,
        summary: 'The filtered audit log as an Excel workbook (the newest 50,000 entries at most)',
        body: auditFiltersSchema,
      },
    },
    async (request, reply) => {
      // The response closed before it was sent: the administrator cancelled the export.
      const workbook = await audit.export(request.body, () => reply.raw.destroyed && !reply.raw.writableFinished);
      return sendFileAnswer(
        reply,
        {
          body: workbook,
          contentType: XLSX_CONTENT_TYPE,
          filename: `audit-log-${isoDateOnly(new Date().toISOString(), 'UTC')}.xlsx`,
        },
        { disposition: 'attachment', cacheControl: 'private, no-store' },
      );
    },
  );
};
