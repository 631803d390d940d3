import { type NotApprovedReason, userCodeFromEmail } from '@stride/domain';
import type { AuditLog } from '../audit/audit-log.js';
import { hashToken } from '../platform/crypto/tokens.js';
import { AppError } from '../platform/errors.js';
import type { SessionService } from '../sessions/service.js';
import type { UsersRepository } from '../users/repository.js';
import type { UserRow } from '../users/tables.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import type { ProviderIdentity } from './identity.js';
import type { SsoLoginAttemptsRepository } from './login-attempts-repository.js';
import type { OidcClient } from './oidc-client.js';
import type { SsoRegistrationsRepository } from './registrations-repository.js';

/** Long enough to type a password and answer a second factor at the provider. */
const LOGIN_ATTEMPT_TTL_MS = 10 * 60_000;
/** The /ad-register link of a first-time user works for a day. */
const REGISTRATION_TTL_MS = 24 * 3_600_000;

export type SsoOutcome =
  | { kind: 'signedIn'; token: string; returnTo: string }
  | { kind: 'register'; pendingUser: string }
  | { kind: 'notApproved'; reason: NotApprovedReason }
  | { kind: 'failed'; reason: string };

const failed = (reason: string): SsoOutcome => ({ kind: 'failed', reason });

const ssoNotConfigured = () =>
  new AppError(404, 'ITS_BE_ERROR_SSO_NOT_CONFIGURED', 'Single sign-on is not configured on this server.');

/** Sign-in with the company identity provider (the spec's okta strategy, spoken as OpenID Connect). */
export const createSsoService = (deps: {
  oidc: OidcClient | undefined;
  attempts: SsoLoginAttemptsRepository;
  registrations: SsoRegistrationsRepository;
  users: UsersRepository;
  sessions: SessionService;
  audit: AuditLog;
  /** Tells webhook endpoints of accounts made at a first sign-in. */
  publish?: WebhookPublisher;
}) => {
  const requireOidc = () => {
    if (!deps.oidc) throw ssoNotConfigured();
    return deps.oidc;
  };

  /**
   * Known subject first; then an okta user an administrator created by e-mail, not yet linked;
   * else a new pending user. A local account with the same e-mail is never taken over.
   */
  const matchUser = async (identity: ProviderIdentity, address: string): Promise<UserRow | string> => {
    const bySubject = await deps.users.findByExternalSubject('okta', identity.subject);
    if (bySubject) return bySubject;
    if (identity.emailVerified === false) return 'the provider has not verified the e-mail';
    const byEmail = await deps.users.findByEmail(identity.email);
    if (byEmail) {
      if (byEmail.strategy !== 'okta' || byEmail.externalSubject) return 'the e-mail belongs to another account';
      return (await deps.users.update(byEmail.id, { externalSubject: identity.subject })) ?? byEmail;
    }
    const created = await deps.users.insert({
      userCode: userCodeFromEmail(identity.email),
      email: identity.email,
      name: identity.name,
      lastName: identity.lastName,
      strategy: 'okta',
      externalSubject: identity.subject,
      status: 'pending',
    });
    await deps.audit.record({
      actor: null,
      address,
      action: 'user.created',
      objectType: 'user',
      objectId: created.id,
      details: { email: created.email, via: 'singleSignOn' },
    });
    await deps.publish?.('user.created', { userId: created.id });
    return created;
  };

  /** A sign-in the provider vouched for but Stride refused; the e-mail is the provider's. */
  const recordFailure = (email: string, address: string, reason: string) =>
    deps.audit.record({
      actor: null,
      address,
      action: 'session.sign_in_failed',
      details: { email, reason, strategy: 'okta' },
    });

  const outcomeFor = async (user: UserRow, returnTo: string, address: string): Promise<SsoOutcome> => {
    if (user.status === 'active') {
      const { token } = await deps.sessions.start(user, 'okta', address);
      return { kind: 'signedIn', token, returnTo };
    }
    // A pending okta user has sent the access request once emailConfirmed is set (see registration-service).
    if (user.status === 'deactivated' || user.emailConfirmed) {
      await recordFailure(user.email, address, user.status);
      return { kind: 'notApproved', reason: user.status };
    }
    return { kind: 'register', pendingUser: await deps.registrations.issue(user.id, REGISTRATION_TTL_MS) };
  };

  return {
    enabled: Boolean(deps.oidc),

    /** Where to send the browser, and the state its cookie must bring back. */
    startLogin: async (input: { returnTo: string; redirectUri: string }) => {
      const oidc = requireOidc();
      const { url, state, nonce, codeVerifier } = await oidc.beginAuthorization(input.redirectUri);
      await deps.attempts.insert({
        stateHash: hashToken(state),
        codeVerifier,
        nonce,
        redirectUri: input.redirectUri,
        returnTo: input.returnTo,
        expiresAt: new Date(Date.now() + LOGIN_ATTEMPT_TTL_MS),
      });
      return { url, state };
    },

    /** The provider's answer must carry the state of this browser's cookie and a live attempt; `address` is the browser's. */
    completeLogin: async (input: {
      state: string | undefined;
      cookieState: string | undefined;
      callbackQuery: string;
      address: string;
    }): Promise<SsoOutcome> => {
      const oidc = requireOidc();
      if (!input.state || !input.cookieState) return failed('no state');
      if (hashToken(input.state) !== hashToken(input.cookieState)) return failed('state does not match this browser');
      const attempt = await deps.attempts.consume(hashToken(input.state));
      if (!attempt) return failed('unknown, used or expired state');
      const callbackUrl = new URL(attempt.redirectUri);
      callbackUrl.search = input.callbackQuery;
      const identity = await oidc.completeAuthorization(callbackUrl, {
        state: input.state,
        nonce: attempt.nonce,
        codeVerifier: attempt.codeVerifier,
      });
      if (!identity) return failed('the provider sent no subject or e-mail');
      const user = await matchUser(identity, input.address);
      if (typeof user === 'string') {
        await recordFailure(identity.email, input.address, user);
        return failed(user);
      }
      return outcomeFor(user, attempt.returnTo, input.address);
    },
  };
};

export type SsoService = ReturnType<typeof createSsoService>;
