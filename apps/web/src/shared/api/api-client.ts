import { type ApiError, isApiError, SERVER_ERROR_DIALOG_DELAY_MS } from '@stride/domain';
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
 * (except on the sign-in call itself); 5xx opens the server error dialog after 500 ms; no
 * answer opens the network error dialog; a cancelled request stays silent.
 */
export const apiRequest = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<T> => {
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
              accept: 'application/json',
            },
      body: options.body === undefined || options.body instanceof Blob ? options.body : JSON.stringify(options.body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    transportProblems.reportNetworkFailure();
    throw new NetworkFailure(url);
  }
  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const body = await readBody(response);
  if (response.ok) return body as T;
  const apiError = isApiError(body) ? body : undefined;
  if (response.status === 401 && path !== SESSION_PATH) transportProblems.reportUnauthorized();
  if (response.status >= 500) {
    setTimeout(() => transportProblems.reportServerError(apiError, response.status), SERVER_ERROR_DIALOG_DELAY_MS);
  } else {
    console.warn('API request refused', { url, method, status: response.status, request: options.body });
  }
  throw new ApiRequestError(response.status, url, apiError);
};

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
  /** A POST whose answer is a file. */
  postForBlob: (path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<Blob>('POST', path, { ...options, body, responseType: 'blob' }),
};
