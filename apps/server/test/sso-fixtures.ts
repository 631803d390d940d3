import { expect } from 'vitest';
import { SSO_CALLBACK_PATH } from '../src/sso/routes.js';
import { uniqueToken } from './factories.js';
import { startTestIdentityProvider, type TestAccountClaims, type TestIdentityProvider } from './identity-provider.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The `name=value` pair a response set for a cookie, or undefined when it was cleared or not set. */
export const cookiePair = (response: Response, name: string): string | undefined => {
  const pair = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0];
  return pair && pair !== `${name}=` ? pair : undefined;
};

/** The messageCode of an error answer. */
export const messageCodeOf = async (response: Response) =>
  ((await response.json()) as { messageCode?: string }).messageCode;

/** A Stride app whose single sign-on points at a real OpenID provider of its own. */
export const createSsoTestBed = async () => {
  const idp: TestIdentityProvider = await startTestIdentityProvider();
  const stride: TestApp = await createTestApp({ env: idp.env });
  const redirectUri = `${stride.baseUrl}${SSO_CALLBACK_PATH}`;
  idp.registerClient(redirectUri);

  /** An account at the provider nobody else uses; its id is the OpenID subject. */
  const addAccount = (claims: Partial<TestAccountClaims> = {}) => {
    const subject = uniqueToken('sub');
    const account = {
      email: `${subject}@idp.test`,
      email_verified: true,
      given_name: 'Ada',
      family_name: subject,
      ...claims,
    };
    idp.accounts.set(subject, account);
    return { subject, ...account };
  };

  /** GET /api/users/sso/login: the authorization URL and this browser's state cookie. */
  const startLogin = async (returnTo?: string) => {
    const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
    const response = await stride.call(`/api/users/sso/login${query}`);
    expect(response.status).toBe(302);
    const authorizationUrl = response.headers.get('location')!;
    expect(authorizationUrl.startsWith(`${idp.issuer}/`)).toBe(true);
    const stateCookie = cookiePair(response, 'stride_sso_state');
    expect(stateCookie).toBeDefined();
    return { authorizationUrl, stateCookie: stateCookie! };
  };

  /** The whole round trip: Stride → provider (sign in, consent) → Stride's callback. */
  const signInAs = async (subject: string, returnTo?: string) => {
    const { authorizationUrl, stateCookie } = await startLogin(returnTo);
    const callback = await idp.signIn(authorizationUrl, subject, redirectUri);
    return stride.call(`${callback.pathname}${callback.search}`, { cookie: stateCookie });
  };

  return {
    idp,
    stride,
    redirectUri,
    addAccount,
    startLogin,
    signInAs,
    close: async () => {
      await stride.close();
      await idp.close();
    },
  };
};

export type SsoTestBed = Awaited<ReturnType<typeof createSsoTestBed>>;
