import { API_TOKEN_PREFIX, type ApiTokenCreate, type ApiTokenCreated, type User } from '@stride/domain';
import type { AuditContext, AuditLog } from '../audit/audit-log.js';
import { hashToken, randomToken } from '../platform/crypto/tokens.js';
import type { Database } from '../platform/db/database.js';
import { AppError, notFound } from '../platform/errors.js';
import type { ApiTokenCaller } from '../platform/http/bearer-call.js';
import { presentUser } from '../users/presenter.js';
import { presentApiToken } from './presenter.js';
import type { ApiTokensRepository } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1_000;
/** lastUsedAt is written at most this often per token, so a busy integration costs no write per call. */
const TOUCH_INTERVAL_MS = 60_000;

/** One answer for unknown, expired and revoked tokens and for a deactivated owner: no oracle. */
const tokenRefused = () =>
  new AppError(401, 'ITS_BE_ERROR_UNAUTHENTICATED', 'This API token is invalid, expired or revoked.');

/** A token cannot make tokens: a leaked one must not outlive its own expiry. */
const sessionRequired = () =>
  new AppError(403, 'ITS_BE_ERROR_FORBIDDEN', 'API tokens are created in the browser, not with an API token.');

export const createApiTokensService = (deps: { db: Database; tokens: ApiTokensRepository; audit: AuditLog }) => {
  const revoke = async (ownerId: string, id: string, context: AuditContext) => {
    const revoked = await deps.db.transaction(async (tx) => {
      const row = await deps.tokens.revoke(ownerId, id, new Date(), tx);
      if (!row) return undefined;
      await deps.audit.record(
        {
          ...context,
          action: 'token.revoked',
          objectType: 'token',
          objectId: row.id,
          details: { ownerId, name: row.name },
        },
        tx,
      );
      return row;
    });
    if (!revoked) throw notFound('API token');
  };

  const listOf = async (userId: string) => (await deps.tokens.listOf(userId)).map(presentApiToken);

  return {
    /** Answers the token this once; only its hash is kept. */
    create: async (
      owner: User,
      request: ApiTokenCreate,
      context: AuditContext & { viaApiToken: boolean },
    ): Promise<ApiTokenCreated> => {
      if (context.viaApiToken) throw sessionRequired();
      const token = `${API_TOKEN_PREFIX}${randomToken()}`;
      const expiresAt = new Date(Date.now() + request.expiresInDays * DAY_MS);
      const row = await deps.db.transaction(async (tx) => {
        const inserted = await deps.tokens.insert(
          { userId: owner._id, name: request.name, access: request.access, tokenHash: hashToken(token), expiresAt },
          tx,
        );
        await deps.audit.record(
          {
            actor: context.actor,
            address: context.address,
            action: 'token.created',
            objectType: 'token',
            objectId: inserted.id,
            details: { name: inserted.name, access: inserted.access, expiresAt: expiresAt.toISOString() },
          },
          tx,
        );
        return inserted;
      });
      return { _id: row.id, token };
    },

    listOf,
    revoke,

    /**
     * The person and token behind a bearer call, read fresh on every call: the owner's permissions
     * as they are now, and refused once the token expires, is revoked or its owner is no longer active.
     */
    authenticate: async (token: string): Promise<{ user: User; apiToken: ApiTokenCaller }> => {
      if (!token.startsWith(API_TOKEN_PREFIX)) throw tokenRefused();
      const found = await deps.tokens.findWithOwner(hashToken(token));
      const now = Date.now();
      if (!found || found.token.revokedAt || found.token.expiresAt.getTime() <= now || found.user.status !== 'active') {
        throw tokenRefused();
      }
      const { token: row, user } = found;
      if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
        await deps.tokens.touch(row.id, new Date(now));
      }
      return { user: presentUser(user), apiToken: { id: row.id, access: row.access } };
    },
  };
};

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
