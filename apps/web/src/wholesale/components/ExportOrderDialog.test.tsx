// @vitest-environment jsdom
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { toasts } from '../../shared/toasts/toast-store';
import { ExportOrderDialog } from './ExportOrderDialog';

const order = { _id: '0b6f3c5e-8a1d-4c39-9a57-0d3c1b2a4e5f', orderNumber: 42, orderIdentifier: 'W-2026-000042' };

type Call = { url: string; method: string; body: unknown };

const stubExport = (answer: () => Response) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answer();
    }),
  );
  return calls;
};

const renderDialog = () => {
  const onClose = vi.fn();
  render(<ExportOrderDialog order={order} open onClose={onClose} />);
  expect(
    screen.getByText(
      'Download order W-2026-000042 as the workbook wholesale-order-42.xlsx: its lines, a column per size, prices and totals.',
    ),
  ).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Download' }));
  return onClose;
};

const lastToast = () => renderHook(() => toasts.useToasts()).result.current.at(-1);

/** The names of the files the page handed to the browser's download. */
let downloads: string[] = [];

beforeAll(() => initI18n());
beforeEach(() => {
  downloads = [];
  // jsdom has no object URLs and does not download: the link's click is the download.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:order'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  toasts.reset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the export wholesale order to Excel dialog (spec part 1 §2 generic dialogs, part 2 §8.4)', () => {
  it('downloads the workbook, says so and closes', async () => {
    const calls = stubExport(() => new Response('PK-workbook', { status: 200 }));
    const onClose = renderDialog();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ url: '/api/order-documents/xlsx', method: 'POST', body: { orderId: order._id } }]);
    expect(downloads).toEqual(['wholesale-order-42.xlsx']);
    expect(lastToast()).toMatchObject({ type: 'success', message: 'The order was exported.' });
  });

  it('shows the export error with the server’s message on a 400 and stays open', async () => {
    stubExport(() =>
      Response.json({ messageCode: 'ITS_FE_ERROR_DOCUMENT_EXPORT_ERROR', message: 'Boom' }, { status: 400 }),
    );
    const onClose = renderDialog();
    expect((await screen.findByRole('alert')).textContent).toBe('The order could not be exported: Boom');
    expect(onClose).not.toHaveBeenCalled();
    expect(downloads).toEqual([]);
  });

  it('shows no error of its own on a 500 (the server error dialog speaks)', async () => {
    stubExport(() =>
      Response.json({ messageCode: 'ITS_FE_ERROR_DOCUMENT_EXPORT_ERROR', message: 'Boom' }, { status: 500 }),
    );
    const onClose = renderDialog();
    const download = screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement;
    await waitFor(() => expect(download.disabled).toBe(false)); // the call is over
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/could not be exported/)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(downloads).toEqual([]);
  });
});
