import type { CallOptions } from './test-app.js';

/**
 * Real HTTP calls to a listening server at `baseUrl` (http://127.0.0.1:<port>): JSON bodies,
 * the cookie header, redirects not followed. `TestApp.call`, and the servers test/server-process.ts
 * starts, call through it.
 */
export const httpCaller =
  (baseUrl: string) =>
  (path: string, options: CallOptions = {}): Promise<Response> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    return fetch(`${baseUrl}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    });
  };
