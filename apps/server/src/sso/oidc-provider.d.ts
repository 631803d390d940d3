/** oidc-provider ships no types; the little of it the single sign-on tests use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (context: unknown, id: string) => Promise<Account | undefined>;
      },
    );
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
