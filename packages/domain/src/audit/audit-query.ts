import { z } from 'zod';
import { GRID_PAGE_SIZE } from '../constants/limits.js';
import { auditActionSchema } from './audit-actions.js';

/** The kinds of object an entry names (its `objectType`), the words an administrator filters by. */
const AUDIT_OBJECT_TYPES = [
  'user',
  'token',
  'webhook',
  'document',
  'documentSchedule',
  'reportSchedule',
  'assortment',
  'season',
  'order',
] as const;

/**
 * What the audit log is filtered by (`GET /api/audit` and its export): the person who acted, the
 * action, the object, and a time span from `from` (included) to `to` (excluded), both instants
 * the browser takes from the person's own days.
 */
export const auditFiltersSchema = z.object({
  actorId: z.uuid().optional(),
  action: auditActionSchema.optional(),
  objectType: z.enum(AUDIT_OBJECT_TYPES).optional(),
  objectId: z.string().trim().min(1).max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditListQuerySchema = auditFiltersSchema.extend({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(GRID_PAGE_SIZE).default(GRID_PAGE_SIZE),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** One entry as administrators read it: who, what, when, from which address, on which object. */
const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.iso.datetime(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: auditActionSchema,
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  address: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Newest first. */
export const auditPageSchema = z.object({ totalCount: z.number().int(), data: z.array(auditEntrySchema) });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** An export holds at most this many entries, the newest; a narrower filter reaches older ones. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
