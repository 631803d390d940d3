// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { BulkDownloadDialog } from './BulkDownloadDialog';

const enqueue = vi.fn();
vi.mock('../downloads', () => ({ useDownloads: () => ({ enqueue }) }));

/** The catalogue has 100001 in BLK and WHT. */
const stubCatalogue = () => {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      calls.push({ url, body });
      if (url.endsWith('products/colors')) return Response.json({ data: { '100001': ['BLK', 'WHT'] } });
      if (url.endsWith('packages/mail/spreadsheet')) return Response.json({ message: 'Sent' });
      return Response.json({
        message: 'OK',
        data: body.products.map((row: { style: string; color: string }) => {
          const styleColorId = `${row.style}_${row.color}`;
          const known = ['100001_BLK', '100001_WHT'].includes(styleColorId);
          return { ...row, styleColorId, status: known ? 'found' : 'Style/Color Not Found' };
        }),
      });
    }),
  );
  return calls;
};

const renderDialog = () => {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <BulkDownloadDialog onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Bulk Download' }), onClose };
};

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  enqueue.mockClear();
});

describe('bulk downloader', () => {
  it('checks a pasted list, lets a duplicate through as a warning, and downloads each valid style/color once', async () => {
    stubCatalogue();
    const { dialog, onClose } = renderDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Style/colors' }), {
      target: { value: '100001\tBLK\n100001 blk\n100001_XXX' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Validate Items' }));
    await within(dialog).findByText('Style/Color Not Found');
    expect(within(dialog).getAllByText('Duplicate Style/Color')).toHaveLength(2);

    // The unknown colour is fixed to one the catalogue has: only warnings are left.
    const color = within(dialog).getByRole('textbox', { name: 'Color 3' });
    fireEvent.change(color, { target: { value: 'wht' } });
    fireEvent.blur(color);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revalidate Items' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Ignore Warnings & Download' }));

    expect(enqueue).toHaveBeenCalledWith({
      action: '/api/packages/download/spreadsheet',
      data: {
        filename: 'Product photos',
        rows: [
          { style: '100001', color: 'BLK' },
          { style: '100001', color: 'WHT' },
        ],
        settings: { heroOnly: false, small: false },
      },
      filename: 'Product photos.zip',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('expands a style alone to its colours and mails the link instead', async () => {
    const calls = stubCatalogue();
    const { dialog } = renderDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Style/colors' }), { target: { value: '100001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Validate Items' }));
    await within(dialog).findByRole('button', { name: 'Download Items' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Hero image only' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send by e-mail' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Send to' }), {
      target: { value: 'buyer@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send by e-mail' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('packages/mail/spreadsheet'))).toBe(true));
    expect(calls.find((call) => call.url.endsWith('packages/mail/spreadsheet'))?.body).toEqual({
      to: ['buyer@example.com'],
      data: {
        filename: 'Product photos',
        rows: [
          { style: '100001', color: 'BLK' },
          { style: '100001', color: 'WHT' },
        ],
        settings: { heroOnly: true, small: false },
      },
    });
  });
});
