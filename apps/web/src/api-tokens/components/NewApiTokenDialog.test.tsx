// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { toasts } from '../../shared/toasts/toast-store';
import { NewApiTokenDialog } from './NewApiTokenDialog';

const TOKEN = `stride_pat_${'x'.repeat(43)}`;

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  act(() => toasts.reset());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderDialog = () => {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ _id: '00000000-0000-4000-8000-000000000001', token: TOKEN }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewApiTokenDialog open onClose={onClose} />
    </QueryClientProvider>,
  );
  return { requests, writeText, onClose, dialog: screen.getByRole('dialog') };
};

describe('the new API token dialog', { timeout: 20_000 }, () => {
  it('creates a named write token for a year, then shows it once with a copy button', async () => {
    const { requests, writeText, onClose, dialog } = renderDialog();
    const create = within(dialog).getByRole('button', { name: 'Create token' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Token name/ }), { target: { value: 'ERP sync' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Read and write/ }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Expires after' }));
    fireEvent.click(await screen.findByRole('option', { name: '365 days' }));
    fireEvent.click(create);

    const shown = (await screen.findByTestId('new-api-token')) as HTMLInputElement;
    expect(requests).toEqual([
      { url: '/api/users/tokens', method: 'POST', body: { name: 'ERP sync', access: 'write', expiresInDays: 365 } },
    ]);
    expect(shown.value).toBe(TOKEN);
    expect(shown.readOnly).toBe(true);
    expect(screen.getByText(/it will not be shown again/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy token' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(TOKEN));

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('makes a read-only token for 90 days unless told otherwise', async () => {
    const { requests, dialog } = renderDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Token name/ }), { target: { value: 'Reports' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await screen.findByTestId('new-api-token');
    expect(requests[0]?.body).toEqual({ name: 'Reports', access: 'read', expiresInDays: 90 });
  });
});
