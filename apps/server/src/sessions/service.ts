import { normalizeEmail, sessionTimings, type User } from '@stride/domain';
import type { AuditContext, AuditLog } from '../audit/audit-log.js';
import { hashPassword, verifyPassword } from '../platform/crypto/passwords.js';
import { hashToken, randomToken } from '../platform/crypto/tokens.js';
import { AppError } from '../platform/errors.js';
import type { CurrentSession } from '../platform/http/app-types.js';
import { presentUser } from '../users/presenter.js';
import type { UsersRepository } from '../users/repository.js';
import type { UserRow } from '../users/tables.js';
import type { SessionsRepository } from './repository.js';
import { type SignInThrottle, SignInThrottled } from './sign-in-throttle.js';

/** However active a user is, a session lasts at most this long. */
const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1_000;
/** lastSeenAt is written at most this often, so pings and page loads stay cheap. */
const TOUCH_INTERVAL_MS = 30_000;
/** The client logs an idle user out; the server allows the same idle time plus this margin. */
const IDLE_GRACE_MS = 60_000;

const invalidCredentials = () =>
  new AppError(401, 'ITS_BE_ERROR_INVALID_CREDENTIALS', 'The e-mail or password is incorrect.');

/** Verifying against a throwaway hash keeps unknown e-mails as slow as wrong passwords. */
let decoyHash: Promise<string> | undefined;

export const createSessionService = (deps: {
  sessions: SessionsRepository;
  users: UsersRepository;
  throttle: SignInThrottle;
  audit: AuditLog;
}) => {
  /** A sign-in refused after its password was checked (a throttled attempt is not, so a flood writes nothing). */
  const recordFailure = (email: string, address: string, reason: string) =>
    deps.audit.record({ actor: null, address, action: 'session.sign_in_failed', details: { email, reason } });

  const assertMaySignIn = (user: UserRow) => {
    if (user.status === 'pending') {
      throw new AppError(403, 'ITS_BE_ERROR_ACCOUNT_PENDING', 'Your access request is still under review.');
    }
    if (user.status === 'deactivated') {
      throw new AppError(
        403,
        'ITS_BE_ERROR_ACCOUNT_DEACTIVATED',
        'Your account was deactivated due to inactivity. Please contact the administrator.',
      );
    }
  };

  /** Starts a session from `address` (the client's, for the audit log). */
  const start = async (user: UserRow, strategy: CurrentSession['strategy'], address: string | null) => {
    assertMaySignIn(user);
    const token = randomToken();
    const now = new Date();
    await deps.sessions.insert({
      tokenHash: hashToken(token),
      userId: user.id,
      strategy,
      idleTimeoutMs: strategy === 'okta' ? null : sessionTimings(user.sessionOptions).timeoutMs + IDLE_GRACE_MS,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ABSOLUTE_LIFETIME_MS),
    });
    const updated = await deps.users.update(user.id, { lastLoginAt: now });
    await deps.audit.record({
      actor: { _id: user.id, email: user.email },
      address,
      action: 'session.signed_in',
      objectType: 'user',
      objectId: user.id,
      details: { strategy },
    });
    return { token, user: presentUser(updated ?? user) };
  };

  return {
    start,

    /**
     * Signs in from `client.address`; `client.throttleKey` is that address as the throttle counts
     * it (normalised). A throttled account or address is refused before the password is read,
     * alike for known and unknown e-mails; the attempt counts as failed until the password proves right.
     */
    login: async (email: string, password: string, client: { throttleKey: string; address: string }) => {
      const account = normalizeEmail(email);
      const address = client.throttleKey;
      const waitMs = await deps.throttle.beginAttempt(account, address);
      if (waitMs > 0) throw new SignInThrottled(waitMs);
      const user = await deps.users.findByEmail(account);
      if (!user?.passwordHash) {
        decoyHash ??= hashPassword(randomToken());
        await verifyPassword(await decoyHash, password);
        await recordFailure(account, client.address, 'invalidCredentials');
        throw invalidCredentials();
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await recordFailure(account, client.address, 'invalidCredentials');
        throw invalidCredentials();
      }
      // A right password for a pending or deactivated account is no failed guess either.
      await deps.throttle.passwordAccepted(account, address);
      if (user.status !== 'active') await recordFailure(account, client.address, user.status);
      return start(user, 'local', client.address);
    },

    /** The signed-in user behind a cookie token, or null when the session is gone or idle. */
    resolve: async (token: string): Promise<{ user: User; session: CurrentSession } | null> => {
      const tokenHash = hashToken(token);
      const found = await deps.sessions.findWithUser(tokenHash);
      if (!found) return null;
      const { session, user } = found;
      const now = Date.now();
      const idle = now - session.lastSeenAt.getTime();
      const expired =
        session.expiresAt.getTime() <= now ||
        (session.idleTimeoutMs !== null && idle > session.idleTimeoutMs) ||
        user.status !== 'active';
      if (expired) {
        await deps.sessions.delete(tokenHash);
        return null;
      }
      if (idle > TOUCH_INTERVAL_MS) await deps.sessions.touch(tokenHash, new Date(now));
      return { user: presentUser(user), session: { tokenHash, strategy: session.strategy } };
    },

    /** Ends the session of `context.actor` (signing out). */
    end: async (tokenHash: string, context: AuditContext) => {
      await deps.sessions.delete(tokenHash);
      await deps.audit.record({
        ...context,
        action: 'session.signed_out',
        objectType: 'user',
        objectId: context.actor?._id,
      });
    },
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
