import * as client from 'openid-client';
import type { AppConfig } from '../platform/config.js';
import { identityFromClaims, lacksProfileClaims, type ProviderIdentity } from './identity.js';

type OidcSettings = NonNullable<AppConfig['oidc']>;

export type AuthorizationStart = { url: URL; state: string; nonce: string; codeVerifier: string };
export type AuthorizationChecks = { state: string; nonce: string; codeVerifier: string };

const DISCOVERY_TIMEOUT_SECONDS = 10;
const SCOPE = 'openid email profile';

/** Plain http is accepted only for a provider on this machine (tests, a local development IdP). */
const isLoopbackHttp = (issuer: URL) =>
  issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);

/**
 * The OpenID Connect relying party. Discovery happens on first use and is retried after a
 * failure, so a missing or unreachable provider never blocks the server from starting.
 */
export const createOidcClient = (settings: OidcSettings) => {
  const issuer = new URL(settings.issuer);
  let configuration: Promise<client.Configuration> | undefined;

  const configure = () => {
    configuration ??= client
      .discovery(
        issuer,
        settings.clientId,
        undefined,
        settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
        {
          execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
          timeout: DISCOVERY_TIMEOUT_SECONDS,
        },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    /** Authorization code flow with PKCE (S256), state and nonce. */
    beginAuthorization: async (redirectUri: string): Promise<AuthorizationStart> => {
      const config = await configure();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, state, nonce, codeVerifier };
    },

    /**
     * Checks the provider's answer (state, issuer, nonce, PKCE), redeems the code and reads the
     * person's claims, asking the userinfo endpoint when the ID token carries too few.
     * Undefined when the claims lack a subject or a usable e-mail.
     */
    completeAuthorization: async (
      callbackUrl: URL,
      checks: AuthorizationChecks,
    ): Promise<ProviderIdentity | undefined> => {
      const config = await configure();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
      });
      const idClaims: Record<string, unknown> = { ...tokens.claims() };
      const userInfo =
        lacksProfileClaims(idClaims) && config.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(config, tokens.access_token, String(idClaims.sub))
          : {};
      return identityFromClaims({ ...idClaims, ...userInfo });
    },
  };
};

export type OidcClient = ReturnType<typeof createOidcClient>;
