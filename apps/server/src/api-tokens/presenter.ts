import type { ApiToken } from '@stride/domain';
import type { ApiTokenRow } from './tables.js';

/** A token as its owner and administrators see it: its hash never leaves the server. */
export const presentApiToken = (row: ApiTokenRow): ApiToken => ({
  _id: row.id,
  name: row.name,
  access: row.access,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
});
