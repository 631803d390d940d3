import { AUDIT_EXPORT_MAX_ROWS, type AuditFilters, type AuditListQuery } from '@stride/domain';
import { requestCancelled } from '../platform/errors.js';
import { renderAuditExport } from './export-workbook.js';
import { presentAuditEntry } from './presenter.js';
import type { AuditRepository } from './repository.js';

const DAY_MS = 86_400_000;
/** Entries read from the database at a time while an export is written. */
const EXPORT_PAGE = 1_000;

/** Reading the audit log (administrators) and keeping it to its retention; nothing here changes an entry. */
export const createAuditService = (deps: { repository: AuditRepository; retentionDays: number }) => {
  /** The filtered entries, newest first, page by page, up to the export's maximum; stops when the caller has gone. */
  async function* exportPages(filters: AuditFilters, gone: () => boolean) {
    let beforeSeq: number | undefined;
    for (let read = 0; read < AUDIT_EXPORT_MAX_ROWS; ) {
      if (gone()) throw requestCancelled();
      const rows = await deps.repository.readBefore(
        filters,
        beforeSeq,
        Math.min(EXPORT_PAGE, AUDIT_EXPORT_MAX_ROWS - read),
      );
      if (rows.length === 0) return;
      yield rows.map(presentAuditEntry);
      read += rows.length;
      beforeSeq = rows.at(-1)?.seq;
    }
  }

  return {
    page: async (query: AuditListQuery) => {
      const { rows, totalCount } = await deps.repository.list(query);
      return { totalCount, data: rows.map(presentAuditEntry) };
    },

    export: (filters: AuditFilters, gone: () => boolean) => renderAuditExport(exportPages(filters, gone)),

    /** Removes the entries older than AUDIT_RETENTION_DAYS (the daily job; tests with a clock of their own). */
    purge: (now = new Date()) => deps.repository.deleteBefore(new Date(now.getTime() - deps.retentionDays * DAY_MS)),
  };
};

export type AuditService = ReturnType<typeof createAuditService>;
