// @vitest-environment jsdom
import type { AssortmentDocument } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { prompts } from '../../shared/dialogs/prompt-store';
import { toasts } from '../../shared/toasts/toast-store';
import KeptDocumentsPage from './KeptDocumentsPage';

const document = (fields: Partial<AssortmentDocument>): AssortmentDocument => ({
  _id: '7f1c8a36-1a0e-4d1b-9a57-5f0c2a1f0001',
  kind: 'AssortmentDocument',
  assortment: null,
  documentType: { type: 'pdf', name: 'Linesheet', subType: 'Expanded' },
  format: 'pdf',
  filename: 'Fall Linesheet Expanded.pdf',
  displayName: 'Fall Linesheet Expanded.pdf',
  state: 'success',
  error: null,
  size: 2_048,
  lineCount: 12,
  createdDate: '2026-11-20T10:00:00.000Z',
  finishedDate: '2026-11-20T10:00:02.000Z',
  expiresDate: '2026-12-20T10:00:00.000Z',
  links: [],
  ...fields,
});

const kept = [
  document({
    links: [
      {
        recipient: 'buyer@harbor.example',
        viewCount: 2,
        firstViewedDate: '2026-11-21T09:00:00.000Z',
        lastViewedDate: '2026-11-22T09:00:00.000Z',
      },
    ],
  }),
  document({
    _id: '7f1c8a36-1a0e-4d1b-9a57-5f0c2a1f0002',
    displayName: 'Empty folder Tearsheet.pdf',
    state: 'failed',
    error: 'A folder has no products to put in a document.',
    size: null,
    lineCount: null,
  }),
];

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('my documents', () => {
  it('lists kept documents with their state and views, and says why one cannot be deleted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/api/assortment-documents') && !init?.method?.match(/DELETE/))
          return Response.json({ data: kept });
        if (init?.method === 'DELETE')
          return Response.json(
            { messageCode: 'ITS_BE_ERROR_NOT_FOUND', message: 'Document was not found.' },
            {
              status: 404,
            },
          );
        return Response.json({ count: 0 });
      }),
    );
    const show = vi.spyOn(toasts, 'show');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <KeptDocumentsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const shared = await screen.findByRole('row', { name: 'Fall Linesheet Expanded.pdf' });
    expect(within(shared).getByText('Ready')).toBeTruthy();
    expect(within(shared).getByText(/buyer@harbor.example: opened 2×/)).toBeTruthy();
    expect(within(shared).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `/api/assortment-documents/${kept[0]?._id}/file`,
    );
    const failed = screen.getByRole('row', { name: 'Empty folder Tearsheet.pdf' });
    expect(within(failed).getByText('A folder has no products to put in a document.')).toBeTruthy();
    expect(within(failed).queryByRole('link', { name: 'Download' })).toBeNull();

    within(shared).getByRole('button', { name: 'Delete' }).click();
    expect(prompts.store.get().prompt?.description).toBe(
      'Delete Fall Linesheet Expanded.pdf? The links you sent stop working.',
    );
    prompts.answerYes();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        type: 'error',
        message: expect.stringMatching(/^Cannot delete document - /),
      }),
    );
  });
});
