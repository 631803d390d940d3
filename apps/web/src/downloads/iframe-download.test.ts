// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import type { DownloadEntry } from './download-queue';
import { DOWNLOAD_START_TIMEOUT_MS, startIframeDownload } from './iframe-download';

const entry: DownloadEntry = {
  hashId: 'dl-test-1',
  addedToQueue: '2026-01-01T00:00:00.000Z',
  status: 'processing',
  filename: 'Selection.zip',
  displayName: 'Selection.zip',
  action: '/api/packages/download',
  kind: 'zip',
  failureMessage: null,
};
const request = {
  action: '/api/packages/download',
  data: { files: [{ type: 's3', key: 'k' }] },
  filename: 'Selection.zip',
};

beforeAll(async () => {
  await initI18n();
});

let submitted: { action: string; target: string; fields: Record<string, string> }[];

beforeEach(() => {
  vi.useFakeTimers();
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries([...new FormData(this)].map(([name, value]) => [name, String(value)]));
    submitted.push({ action: new URL(this.action).pathname, target: this.target, fields });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const frame = () => document.querySelector('iframe');

describe('startIframeDownload', () => {
  it('posts the data as JSON with the download id into a hidden frame', () => {
    startIframeDownload(entry, request, { started: vi.fn(), failed: vi.fn() });
    expect(submitted).toEqual([
      {
        action: '/api/packages/download',
        target: 'download-dl-test-1',
        fields: { data: JSON.stringify({ filename: 'Selection.zip', ...request.data }), downloadId: 'dl-test-1' },
      },
    ]);
    expect(frame()?.hidden).toBe(true);
    expect(document.querySelector('form')).toBeNull();
  });

  it('is started once the server cookie appears, and deletes the cookie', () => {
    const events = { started: vi.fn(), failed: vi.fn() };
    startIframeDownload(entry, request, events);
    vi.advanceTimersByTime(1_000);
    expect(events.started).not.toHaveBeenCalled();
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie
    document.cookie = 'stride-download-dl-test-1=started; Path=/';
    vi.advanceTimersByTime(250);
    expect(events.started).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('stride-download-dl-test-1');
    vi.advanceTimersByTime(DOWNLOAD_START_TIMEOUT_MS);
    expect(events.failed).not.toHaveBeenCalled();
  });

  it('fails with the server message when an error page loads into the frame', () => {
    const events = { started: vi.fn(), failed: vi.fn() };
    startIframeDownload(entry, request, events);
    const body = frame()?.contentDocument?.body as HTMLElement;
    body.textContent = JSON.stringify({
      messageCode: 'NOT_A_CODE',
      message: 'The collection is too large',
      messageData: {},
    });
    frame()?.dispatchEvent(new Event('load'));
    expect(events.failed).toHaveBeenCalledWith('The collection is too large');
    expect(events.started).not.toHaveBeenCalled();
  });

  it('fails when the zip has not started in time, and stopping removes the frame', () => {
    const events = { started: vi.fn(), failed: vi.fn() };
    const stop = startIframeDownload(entry, request, events);
    vi.advanceTimersByTime(DOWNLOAD_START_TIMEOUT_MS);
    expect(events.failed).toHaveBeenCalledWith(null);
    stop();
    expect(frame()).toBeNull();
  });
});
