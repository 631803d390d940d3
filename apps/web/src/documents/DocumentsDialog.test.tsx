// @vitest-environment jsdom
import type { Assortment } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadedAssortment } from '../assortments/grid/test-fixtures';
import { downloadQueue } from '../downloads/downloads';
import { initI18n } from '../i18n/i18n';
import { toasts } from '../shared/toasts/toast-store';
import { DocumentsDialog } from './DocumentsDialog';

const assortment: Assortment = { ...loadedAssortment(), title: 'Fall Key Styles', productType: 'Footwear' };

type Made = { state: 'started' | 'success' | 'failed'; error?: string };

/** The document job as the server runs it: started, then each GET answers the next state. */
const stubServer = (states: Made[]) => {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (!url.includes('assortment-documents')) return Response.json({});
      const state = method === 'POST' ? { state: 'started' } : (states.shift() ?? { state: 'started' });
      return Response.json({
        _id: 'doc-1',
        filename: 'Fall Key Styles Linesheet Expanded.xlsx',
        error: null,
        ...state,
      });
    }),
  );
  return calls;
};

const renderDialog = (onClose = vi.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <DocumentsDialog assortment={assortment} open onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Linesheets, pricesheets and tearsheets' }) };
};

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('documents dialog', () => {
  it("starts from the product type's defaults, and makes the chosen document in the download queue", async () => {
    const calls = stubServer([{ state: 'started' }, { state: 'success' }]);
    const show = vi.spyOn(toasts, 'show');
    const { dialog, onClose } = renderDialog();
    // Footwear defaults: wholesale and retail shown, season codes and net cost not.
    const checked = (name: string) => (within(dialog).getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect(checked('Wholesale')).toBe(true);
    expect(checked('Season Codes')).toBe(false);
    expect(checked('Page numbers')).toBe(true);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Net Cost' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Excel (.xlsx)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(onClose).toHaveBeenCalled();

    const request = calls.find((call) => call.url.endsWith('/api/assortment-documents'));
    expect(request?.method).toBe('POST');
    expect(request?.body).toMatchObject({
      assortment: assortment._id,
      documentType: { type: 'Spreadsheet', name: 'Linesheet', subType: 'Expanded' },
      settings: { netCost: true, cost: true, seasonCodes: false },
      language: 'en-US',
    });
    await waitFor(
      () =>
        expect(show).toHaveBeenCalledWith({
          type: 'success',
          message: 'Fall Key Styles Linesheet Expanded.xlsx is downloaded',
        }),
      { timeout: 3_000 },
    );
    expect(calls.filter((call) => call.url.endsWith('/api/assortment-documents/doc-1'))).toHaveLength(2);
  }, 15_000); // The first render loads the whole dialog (settings panels, MUI pickers): 4 s on a busy 2-core machine.

  it('tells the reason when the server could not make the document', async () => {
    stubServer([{ state: 'failed', error: 'A folder has no products to put in a document.' }]);
    const show = vi.spyOn(toasts, 'show');
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(
      () =>
        expect(show).toHaveBeenCalledWith({
          type: 'error',
          message: expect.stringContaining('A folder has no products to put in a document.'),
        }),
      { timeout: 3_000 },
    );
  });

  it('cancels from the queue: the half-made document is deleted and the person told', async () => {
    const calls = stubServer([]);
    const show = vi.spyOn(toasts, 'show');
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    const [entry] = downloadQueue.store.get().entries.slice(-1);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    downloadQueue.cancel(entry!.hashId);
    expect(show).toHaveBeenCalledWith({ type: 'info', message: 'Your document has been canceled' });
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/assortment-documents/doc-1'))).toBe(
        true,
      ),
    );
  });
});
