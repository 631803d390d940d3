// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { saveBlob } from '../../shared/browser/save-blob';
import SharedDocumentPage from './SharedDocumentPage';

vi.mock('../../shared/browser/save-blob', () => ({ saveBlob: vi.fn() }));

const CODE = 'c'.repeat(43);
const path = `/file/shared/pdf/document/0b6c3d1e-8a4f-4c43-9c1f-6f0e0c4c2a11/${CODE}/Spring%20linesheet.pdf`;

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/file/shared/:fileType/document/:documentId/:accessCode/:filename"
            element={<SharedDocumentPage />}
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('shared document page', () => {
  it('cancels a download on request, then downloads the file when asked again', async () => {
    const urls: string[] = [];
    let answer: 'hang' | 'file' = 'hang';
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        urls.push(url);
        if (answer === 'file') return Promise.resolve(new Response('%PDF-1.7', { headers: { 'content-length': '8' } }));
        return new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        );
      }),
    );
    renderPage();
    expect(await screen.findByText('Downloading Spring linesheet.pdf…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel download' }));
    expect(await screen.findByText('Your document has been canceled')).toBeTruthy();
    expect(saveBlob).not.toHaveBeenCalled();

    answer = 'file';
    fireEvent.click(screen.getByRole('button', { name: 'Download again' }));
    expect(await screen.findByText('Spring linesheet.pdf is downloaded.')).toBeTruthy();
    expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'Spring linesheet.pdf');
    expect(urls[1]).toBe(
      `/api/assortment-documents/pdf/shared/0b6c3d1e-8a4f-4c43-9c1f-6f0e0c4c2a11/${CODE}/Spring%20linesheet.pdf`,
    );
  });

  it('explains an expired or revoked link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ messageCode: 'ITS_BE_ERROR_NOT_FOUND' }, { status: 404 })),
    );
    renderPage();
    expect(await screen.findByText(/This link has expired or the document is no longer shared/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download again' })).toBeNull();
  });
});
