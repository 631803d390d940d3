import { type ApiError, isApiError, SERVER_ERROR_DIALOG_DELAY_MS } from '@stride/domain';
import { checkCallPath } from '../telemetry/developer-errors';
import { sessionReplay } from '../telemetry/session-replay';
import { transportProblems } from './transport-problems';

/** An answer with an HTTP error status; `body` is the server's error shape when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    readonly body: ApiError | undefined,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
  }
}

/** No answer at all: offline, server down, or blocked by the browser. */
export class NetworkFailure extends Error {
  constructor(readonly url: string) {
    super('The server could not be reached.');
    this.name = 'NetworkFailure';
  }
}

type RequestOptions = {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** 'blob' for file answers (pdf, xlsx); errors still arrive as JSON. */
  responseType?: 'json' | 'blob';
  /** Asks for an answer with progress (lines of JSON) and hears each `{ progress }` line. */
  onProgress?: (progress: never) => void;
};

const SESSION_PATH = 'users/session';

const buildUrl = (path: string, query: RequestOptions['query']) => {
  const url = new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return url.pathname + url.search;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Every call goes through here (spec part 2 §7.1, §8.1): credentials sent; 401 clears the user
 * (except on the sign-in call itself); 5xx opens the server error dialog after 500 ms; any answer
 * of 400 or above forces a session replay recording; no answer opens the network error dialog; a
 * cancelled request stays silent.
 */
const apiRequest = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<T> => {
  checkCallPath(path);
  const url = buildUrl(path, options.query);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      signal: options.signal,
      // A file (Blob) goes as it is, with its own type; anything else as JSON.
      headers:
        options.body === undefined
          ? { accept: 'application/json' }
          : {
              'content-type':
                options.body instanceof Blob ? options.body.type || 'application/octet-stream' : 'application/json',
              accept: options.onProgress ? 'application/x-ndjson' : 'application/json',
            },
      body: options.body === undefined || options.body instanceof Blob ? options.body : JSON.stringify(options.body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    transportProblems.reportNetworkFailure();
    throw new NetworkFailure(url);
  }
  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  if (response.ok && options.onProgress && response.headers.get('content-type')?.includes('ndjson'))
    return readProgressAnswer<T>(response, url, method, options);
  const body = await readBody(response);
  if (response.ok) return body as T;
  throw refusal(response.status, url, method, body, options);
};

/** An error answer: reported as the spec asks (401 signs out, 5xx opens the server error dialog), then thrown. */
const refusal = (status: number, url: string, method: string, body: unknown, options: RequestOptions) => {
  const apiError = isApiError(body) ? body : undefined;
  if (status >= 400) sessionReplay.force({ status, url, method });
  if (status === 401 && !url.endsWith(SESSION_PATH)) transportProblems.reportUnauthorized();
  if (status >= 500) {
    setTimeout(() => transportProblems.reportServerError(apiError, status), SERVER_ERROR_DIALOG_DELAY_MS);
  } else {
    console.warn('API request refused', { url, method, status, request: options.body });
  }
  return new ApiRequestError(status, url, apiError);
};

/** Lines of JSON: `{ progress }` while the server works, then `{ result }` or `{ status, error }`. */
const readProgressAnswer = async <T>(response: Response, url: string, method: string, options: RequestOptions) => {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  // The connection breaking off mid-answer (the server stopped, the network dropped) is a
  // network failure like any other, not a TypeError of the stream.
  const read = () =>
    reader.read().catch(() => {
      transportProblems.reportNetworkFailure();
      throw new NetworkFailure(url);
    });
  let pending = '';
  for (;;) {
    const { done, value } = await read();
    pending += value ?? '';
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines.filter(Boolean)) {
      const message = JSON.parse(line) as { progress?: never; result?: T; status?: number; error?: unknown };
      if (message.progress !== undefined) options.onProgress?.(message.progress);
      else if (message.status !== undefined) throw refusal(message.status, url, method, message.error, options);
      else return message.result as T;
    }
    if (done) throw new NetworkFailure(url);
  }
};

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
  /** A POST of long work whose answer reports progress before the result. */
  postWithProgress: <T, Progress>(path: string, body: unknown, onProgress: (progress: Progress) => void) =>
    apiRequest<T>('POST', path, { body, onProgress: onProgress as (progress: never) => void }),
  /** A POST whose answer is a file. */
  postForBlob: (path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<Blob>('POST', path, { ...options, body, responseType: 'blob' }),
};
