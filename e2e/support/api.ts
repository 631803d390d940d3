import { inject } from 'vitest';

export const DEMO_PASSWORD = 'stride-demo';

type Method = 'GET' | 'POST' | 'PATCH';
type OutboxMessage = { to: string[]; subject: string; text: string };
type UserRow = { _id: string; email: string; name: string; lastName: string; status: string };

/** One call to the real API; a cookie makes it a signed-in call. Refusals throw with the server's answer. */
const call = async <T>(method: Method, path: string, body?: unknown, cookie?: string): Promise<T> => {
  const response = await fetch(`${inject('baseUrl')}/api/${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api/${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
};

export const publicApi = { post: <T>(path: string, body: unknown) => call<T>('POST', path, body) };

/** Status of GET /api/users/ping with a given session cookie: 200 while the session lives, 401 once gone. */
export const pingStatus = async (cookie: string) =>
  (await fetch(`${inject('baseUrl')}/api/users/ping`, { headers: { cookie } })).status;

/** Signs in through POST /api/users/session; answers the session's cookies as name and value. */
export const sessionCookies = async (email: string, password = DEMO_PASSWORD) => {
  const response = await fetch(`${inject('baseUrl')}/api/users/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed with ${response.status}`);
  return response.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    return { name: pair.slice(0, separator), value: pair.slice(separator + 1) };
  });
};

/** Signs in and calls the API as that person. */
export const apiAs = async (email: string, password = DEMO_PASSWORD) => {
  const cookie = (await sessionCookies(email, password)).map(({ name, value }) => `${name}=${value}`).join('; ');
  return {
    get: <T>(path: string) => call<T>('GET', path, undefined, cookie),
    patch: <T>(path: string, body: unknown) => call<T>('PATCH', path, body, cookie),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body, cookie),
    findUser: async (email: string) => {
      const page = await call<{ data: UserRow[] }>('GET', `users?text=${encodeURIComponent(email)}`, undefined, cookie);
      const user = page.data.find((candidate) => candidate.email === email);
      if (!user) throw new Error(`no user ${email}`);
      return user;
    },
    /** The newest mail to `to` whose subject contains `subject`; mail is written by a job, so this polls. */
    mailTo: async (to: string, subject: string) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const outbox = await call<{ data: OutboxMessage[] }>('GET', 'mail/outbox?limit=100', undefined, cookie);
        const mail = outbox.data.find((message) => message.to.includes(to) && message.subject.includes(subject));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no mail "${subject}" to ${to}`);
    },
  };
};

export type AdminApi = Awaited<ReturnType<typeof apiAs>>;

/** The first link in a mail's text. */
export const linkIn = (text: string) => {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in: ${text}`);
  return link;
};

/** An address no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.stride.test`;

/**
 * A person of their own for a test: requests access, is approved by the admin and chooses a
 * password, all through the API (the access-request test walks the same path in the browser).
 */
export const createActiveUser = async (admin: AdminApi, label: string, password = 'e2e-password-1') => {
  const email = uniqueEmail(label);
  const name = `E2e${label.replace(/\W/g, '')}`;
  await publicApi.post('users/access-request', { email, name, lastName: 'Tester' });
  const pending = await admin.findUser(email);
  await admin.patch(`users/${pending._id}`, { status: 'active' });
  const [, userId, code] = new URL(linkIn((await admin.mailTo(email, 'approved')).text)).pathname.split('/').slice(1);
  await publicApi.post(`users/set-password/${userId}/${code}`, { password });
  return { id: pending._id, email, name, password };
};
