import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestAccountClaims = {
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

const CLIENT_ID = 'stride-test';
const CLIENT_SECRET = 'stride-test-secret-that-is-long-enough';

/** Cookies of one browser at the provider; paths are ignored, which the provider tolerates. */
const createCookieJar = () => {
  const cookies = new Map<string, string>();
  return {
    store: (response: Response) => {
      for (const header of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = header.split(';');
        const [name = '', value = ''] = pair.split('=');
        const expired = attributes.some((attribute) => /expires=thu, 01 jan 1970/i.test(attribute.trim()));
        if (expired || value === '') cookies.delete(name.trim());
        else cookies.set(name.trim(), value);
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
};

/**
 * A real OpenID provider (oidc-provider with its development login and consent pages) on a
 * free port of 127.0.0.1. The client is registered once the relying party's callback address
 * is known; accounts can be added at any time.
 */
export const startTestIdentityProvider = async () => {
  const accounts = new Map<string, TestAccountClaims>();
  let handler: ReturnType<Provider['callback']> | undefined;
  const server = createServer((request, response) => {
    if (handler) return handler(request, response);
    response.statusCode = 503;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET },
    accounts,

    registerClient: (redirectUri: string) => {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: CLIENT_ID,
            client_secret: CLIENT_SECRET,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        findAccount: async (_context: unknown, id: string) => {
          const claims = accounts.get(id);
          return claims && { accountId: id, claims: async () => ({ sub: id, ...claims }) };
        },
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['given_name', 'family_name', 'name'],
        },
        features: { devInteractions: { enabled: true } },
        pkce: { required: () => true },
        cookies: { keys: ['stride-test-cookie-key'] },
        ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
      });
      handler = provider.callback();
    },

    /**
     * Plays the browser at the provider: follows redirects from the authorization URL, signs in
     * as `accountId` and consents, and answers the URL the provider sends back to the client.
     */
    signIn: async (authorizationUrl: string, accountId: string, redirectUri: string): Promise<URL> => {
      const jar = createCookieJar();
      let url = new URL(authorizationUrl);
      let form: URLSearchParams | undefined;
      for (let hop = 0; hop < 20; hop += 1) {
        const response = await fetch(url, {
          method: form ? 'POST' : 'GET',
          headers: {
            cookie: jar.header(),
            ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: form,
          redirect: 'manual',
        });
        jar.store(response);
        const location = response.headers.get('location');
        if (location) {
          const next = new URL(location, url);
          if (next.href.startsWith(redirectUri)) return next;
          url = next;
          form = undefined;
          continue;
        }
        const page = await response.text();
        const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
        const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
        if (response.status !== 200 || !prompt || !action) {
          throw new Error(`Unexpected page at the provider (${response.status} ${url.href}):\n${page.slice(0, 500)}`);
        }
        form = new URLSearchParams(prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt });
        url = new URL(action.replace(/&amp;/g, '&'), url);
      }
      throw new Error('The provider never sent the browser back');
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type TestIdentityProvider = Awaited<ReturnType<typeof startTestIdentityProvider>>;
