import { DOWNLOAD_STARTED_COOKIE_VALUE, downloadStartedCookieName, isApiError } from '@stride/domain';
import i18next from 'i18next';
import { ApiRequestError } from '../shared/api/api-client';
import { errorMessage } from '../shared/api/error-message';
import type { DownloadStarter } from './download-queue';

/** How often the page looks for the server's "started" cookie. */
const COOKIE_POLL_MS = 250;
/** A zip that has not started streaming by then is taken as failed (decisions-W2). */
export const DOWNLOAD_START_TIMEOUT_MS = 5 * 60_000;

const hasStartedCookie = (name: string) =>
  document.cookie.split(';').some((pair) => pair.trim() === `${name}=${DOWNLOAD_STARTED_COOKIE_VALUE}`);
const deleteCookie = (name: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older browsers we still support
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
};

/** The reason an error page in the frame gives: our API's JSON error, translated; else null. */
const failureReason = (frame: HTMLIFrameElement): string | null => {
  try {
    const text = frame.contentDocument?.body?.textContent ?? '';
    const body: unknown = JSON.parse(text);
    return isApiError(body) ? errorMessage(i18next.t, new ApiRequestError(0, frame.name, body)) : null;
  } catch {
    return null;
  }
};

const hiddenInput = (name: string, value: string) => {
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = name;
  input.value = value;
  return input;
};

/**
 * Posts a hidden form into a hidden frame (spec part 2 §7.11): the browser saves the zip itself,
 * streamed, with no copy in page memory. The server sets the cookie `stride-download-{id}=started`
 * when the zip starts; an error answer loads into the frame instead.
 */
export const startIframeDownload: DownloadStarter = (entry, request, events) => {
  const cookieName = downloadStartedCookieName(entry.hashId);
  const frame = document.createElement('iframe');
  frame.name = `download-${entry.hashId}`;
  frame.hidden = true;
  frame.setAttribute('aria-hidden', 'true');
  document.body.append(frame);

  const form = document.createElement('form');
  form.method = 'POST';
  form.action = `/api/${request.action.replace(/^\/?(api\/)?/, '')}`;
  form.target = frame.name;
  form.hidden = true;
  form.append(
    hiddenInput('data', JSON.stringify({ filename: request.filename, ...request.data })),
    hiddenInput('downloadId', entry.hashId),
  );
  document.body.append(form);
  form.submit();
  form.remove();

  let settled = false;
  const settle = () => {
    settled = true;
    clearInterval(poll);
    clearTimeout(timeout);
  };
  const poll = setInterval(() => {
    if (!hasStartedCookie(cookieName)) return;
    deleteCookie(cookieName);
    settle();
    events.started();
  }, COOKIE_POLL_MS);
  const timeout = setTimeout(() => {
    settle();
    events.failed(null);
  }, DOWNLOAD_START_TIMEOUT_MS);
  // A zip answer is an attachment and loads nothing into the frame; a load means an error page.
  frame.addEventListener('load', () => {
    if (settled) return;
    if (hasStartedCookie(cookieName)) return;
    settle();
    events.failed(failureReason(frame));
  });

  return () => {
    settle();
    deleteCookie(cookieName);
    frame.remove();
  };
};
