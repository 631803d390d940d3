// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../shared/browser/save-blob';
import { toasts } from '../shared/toasts/toast-store';
import { FILE_DOWNLOAD_EVENT } from './downloads';
import { useReportQueue } from './use-report-queue';

vi.mock('../shared/browser/save-blob', () => ({ saveBlob: vi.fn() }));

const messages = { done: 'Saved', cancelled: 'Your document has been canceled', failed: 'It failed' };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('report queue', () => {
  it('goes started → success, saves the file, tells the page, and clears after 1 s', async () => {
    vi.useFakeTimers();
    const show = vi.spyOn(toasts, 'show');
    const downloaded = vi.fn();
    window.addEventListener(FILE_DOWNLOAD_EVENT, downloaded);
    const { result } = renderHook(() => useReportQueue());
    let finish: (blob: Blob) => void = () => undefined;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise((resolve) => (finish = resolve)), 'report.xlsx', messages);
    });
    expect(result.current.status).toBe('started');
    await act(async () => {
      finish(new Blob(['PK']));
      await running;
    });
    expect(result.current.status).toBe('success');
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'report.xlsx');
    expect(downloaded).toHaveBeenCalled();
    expect(show).toHaveBeenCalledWith({ type: 'success', message: 'Saved' });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.status).toBe('success');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBeNull();
    window.removeEventListener(FILE_DOWNLOAD_EVENT, downloaded);
  });

  it('ends cancelled with its message when the person cancels, failed otherwise', async () => {
    const show = vi.spyOn(toasts, 'show');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useReportQueue());
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(
        (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
        'report.xlsx',
        messages,
      );
    });
    await act(async () => {
      result.current.cancel();
      await running;
    });
    expect(result.current.status).toBe('cancelled');
    expect(show).toHaveBeenCalledWith({ type: 'info', message: 'Your document has been canceled' });
    await act(() => result.current.run(() => Promise.reject(new Error('500')), 'report.xlsx', messages));
    expect(result.current.status).toBe('failed');
    expect(show).toHaveBeenCalledWith({ type: 'error', message: 'It failed' });
  });
});
