// @vitest-environment jsdom
import type { Assortment } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadedAssortment } from '../assortments/grid/test-fixtures';
import { initI18n } from '../i18n/i18n';
import { saveBlob } from '../shared/browser/save-blob';
import { toasts } from '../shared/toasts/toast-store';
import { DocumentsDialog } from './DocumentsDialog';

vi.mock('../shared/browser/save-blob', () => ({ saveBlob: vi.fn() }));

const assortment: Assortment = { ...loadedAssortment(), title: 'Fall Key Styles', productType: 'Footwear' };

const stubServer = (answer: Response) => {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return url.includes('assortment-documents') ? answer : Response.json({});
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
  it("starts from the product type's defaults and downloads the chosen document with its settings", async () => {
    const calls = stubServer(new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } }));
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

    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'Fall Key Styles Linesheet Expanded.xlsx');
    const request = calls.find((call) => call.url.includes('assortment-documents'));
    expect(request?.url).toContain('/api/assortment-documents/xlsx');
    expect(request?.body).toMatchObject({
      assortment: assortment._id,
      documentType: { type: 'Spreadsheet', name: 'Linesheet', subType: 'Expanded' },
      settings: { netCost: true, cost: true, seasonCodes: false },
      language: 'en-US',
    });
    expect(show).toHaveBeenCalledWith({
      type: 'success',
      message: 'Fall Key Styles Linesheet Expanded.xlsx is downloaded',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open with the reason when the server cannot make the document', async () => {
    stubServer(
      Response.json({ messageCode: 'ITS_BE_ERROR_NOT_FOUND', message: 'Assortment not found' }, { status: 404 }),
    );
    const { dialog, onClose } = renderDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'File name' }), { target: { value: 'for-harbor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText(/The document could not be made/)).toBeTruthy();
    expect(saveBlob).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
