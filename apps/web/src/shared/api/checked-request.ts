import { checkRequest } from '@stride/domain';

/**
 * The body to send for a request with a shared schema: stripped of unknown fields; a violation is
 * only logged (spec part 1 §5) and the body sent as it was, for the server to refuse in words.
 */
export const checkedRequest = <Body>(schema: Parameters<typeof checkRequest>[0], body: Body, what: string): Body => {
  const checked = checkRequest(schema, body);
  if (checked.issues.length > 0) console.warn(`${what}: the request does not match its schema`, checked.issues);
  return checked.body as Body;
};
