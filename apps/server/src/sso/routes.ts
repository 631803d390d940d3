import {
  adRegisterDetailsSchema,
  adRegisterRequestSchema,
  DEFAULT_RETURN_PATH,
  messageAnswerSchema,
  ssoLoginQuerySchema,
  ssoStatusSchema,
} from '@stride/domain';
import { z } from 'zod';
import type { AppConfig } from '../platform/config.js';
import { AppError } from '../platform/errors.js';
import { type App, publicOrigin } from '../platform/http/app-types.js';
import { setSessionCookie } from '../sessions/cookie.js';
import type { SsoRegistrationService } from './registration-service.js';
import type { SsoOutcome, SsoService } from './service.js';
import { clearStateCookie, readStateCookie, setStateCookie } from './state-cookie.js';

export const SSO_CALLBACK_PATH = '/api/users/sso/callback';
const SSO_FAILED_PATH = '/dashboard?sso=failed';

/**
 * The provider guards passwords, so single sign-on is limited only against flooding, never
 * tighter than this: a whole office behind one address signs in at nine o'clock.
 */
const SSO_STARTS_PER_WINDOW = 60;

const pendingUserParams = z.object({ pendingUser: z.string().max(200) });

const redirectPathFor = (outcome: SsoOutcome): string => {
  switch (outcome.kind) {
    case 'signedIn':
      return outcome.returnTo;
    case 'register':
      return `/ad-register/${encodeURIComponent(outcome.pendingUser)}`;
    case 'notApproved':
      return `/not-approved?reason=${outcome.reason}`;
    case 'failed':
      return SSO_FAILED_PATH;
  }
};

/** Single sign-on (okta strategy): the browser goes to the provider and comes back signed in or redirected. */
export const registerSsoRoutes = (
  app: App,
  deps: { sso: SsoService; registrations: SsoRegistrationService; config: AppConfig },
) => {
  const { sso, registrations, config } = deps;
  const limited = { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.windowMs };
  const startsLimited = {
    max: Math.max(SSO_STARTS_PER_WINDOW, config.loginRateLimit.max),
    timeWindow: config.loginRateLimit.windowMs,
  };

  app.get(
    '/api/users/sso',
    {
      config: { access: 'public' },
      schema: { tags: ['sso'], summary: 'Whether single sign-on is offered', response: { 200: ssoStatusSchema } },
    },
    async () => ({ enabled: sso.enabled }),
  );

  app.get(
    '/api/users/sso/login',
    {
      config: { access: 'public', rateLimit: startsLimited },
      schema: { tags: ['sso'], summary: 'Go to the identity provider to sign in', querystring: ssoLoginQuerySchema },
    },
    async (request, reply) => {
      const redirectUri = `${publicOrigin(request, config.publicUrl)}${SSO_CALLBACK_PATH}`;
      let started: Awaited<ReturnType<SsoService['startLogin']>>;
      try {
        started = await sso.startLogin({ returnTo: request.query.returnTo ?? DEFAULT_RETURN_PATH, redirectUri });
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.warn({ err: error }, 'single sign-on could not reach the identity provider');
        return reply.redirect(SSO_FAILED_PATH);
      }
      setStateCookie(reply, started.state, config.cookieSecure);
      return reply.redirect(started.url.href);
    },
  );

  app.get(
    SSO_CALLBACK_PATH,
    {
      config: { access: 'public', rateLimit: startsLimited },
      schema: {
        tags: ['sso'],
        summary: 'Where the identity provider sends the browser back',
        querystring: z.object({ state: z.string().max(1_000).optional() }),
      },
    },
    async (request, reply) => {
      const cookieState = readStateCookie(request);
      clearStateCookie(reply, config.cookieSecure);
      let outcome: SsoOutcome;
      try {
        outcome = await sso.completeLogin({
          state: request.query.state,
          cookieState,
          callbackQuery: new URL(request.url, 'http://callback.invalid').search,
          address: request.ip,
        });
      } catch (error) {
        // Whatever went wrong at the provider, the person lands on the dashboard with a message.
        outcome = { kind: 'failed', reason: error instanceof Error ? error.message : 'unknown error' };
      }
      if (outcome.kind === 'failed') request.log.warn({ reason: outcome.reason }, 'single sign-on failed');
      if (outcome.kind === 'signedIn') setSessionCookie(reply, outcome.token, config.cookieSecure);
      return reply.redirect(redirectPathFor(outcome));
    },
  );

  app.get(
    '/api/users/ad-register/:pendingUser',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags: ['sso'],
        summary: 'The details a first-time single sign-on user confirms',
        params: pendingUserParams,
        response: { 200: adRegisterDetailsSchema },
      },
    },
    async (request) => registrations.details(request.params.pendingUser),
  );

  app.post(
    '/api/users/ad-register/:pendingUser',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags: ['sso'],
        summary: 'Send the access request of a first-time single sign-on user',
        params: pendingUserParams,
        body: adRegisterRequestSchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await registrations.submit(request.params.pendingUser, request.body, publicOrigin(request, config.publicUrl));
      return {
        messageCode: 'ITS_BE_INFO_ACCESS_REQUEST_UNDER_REVIEW',
        message: 'Thank you. An administrator reviews your request and you will receive an e-mail when it is approved.',
      };
    },
  );
};
