// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILE_DOWNLOAD_EVENT } from '../../downloads';
import { initI18n } from '../../i18n/i18n';
import { saveBlob } from '../../shared/browser/save-blob';
import { toasts } from '../../shared/toasts/toast-store';
import { librarySearchFromParams } from '../search/library-search-state';
import { LibraryActions } from './LibraryActions';

vi.mock('../../shared/browser/save-blob', () => ({ saveBlob: vi.fn() }));

const renderActions = () =>
  render(
    <LibraryActions
      libraryType="AdvertisingAsset"
      selection={[]}
      search={librarySearchFromParams(new URLSearchParams('keyword=summer'))}
    />,
  );

/** A report request that answers only when told, and fails as fetch does when it is aborted. */
const pendingReport = () => {
  let answer: () => void = () => undefined;
  const fetchMock = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        answer = () => resolve(new Response('xlsx', { headers: { 'content-type': 'application/octet-stream' } }));
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: () => answer() };
};

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(saveBlob).mockReset();
});

describe('LibraryActions: the library report', () => {
  it("downloads the filtered library's workbook and emits the file-download event", async () => {
    const report = pendingReport();
    const downloaded = vi.fn();
    window.addEventListener(FILE_DOWNLOAD_EVENT, downloaded);
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Report (Excel)' }));
    const [url, init] = report.fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/assets/AdvertisingAsset/report/xlsx');
    expect(JSON.parse(String(init?.body))).toMatchObject({ filters: { keyword: 'summer' }, sort: 'name' });
    report.answer();
    await waitFor(() =>
      expect(saveBlob).toHaveBeenCalledWith(expect.objectContaining({ size: 4 }), 'AdvertisingAsset-report.xlsx'),
    );
    expect(downloaded).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Report (Excel)' })).toBeTruthy();
    window.removeEventListener(FILE_DOWNLOAD_EVENT, downloaded);
  });

  it('is cancelled from its button while it is made, and says so', async () => {
    const report = pendingReport();
    const show = vi.spyOn(toasts, 'show');
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Report (Excel)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel report' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({ type: 'info', message: 'Your document has been canceled' }),
    );
    expect(report.fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(true);
    expect(saveBlob).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Report (Excel)' })).toBeTruthy();
  });
});
