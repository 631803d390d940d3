// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { toasts } from '../../shared/toasts/toast-store';
import { WebhookDialog } from './WebhookDialog';

const SECRET = `whsec_${'s'.repeat(43)}`;
const ID = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  act(() => toasts.reset());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderDialog = (webhook?: Parameters<typeof WebhookDialog>[0]['webhook']) => {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer =
        init.method === 'POST' ? { _id: ID, secret: SECRET } : { ...webhook, ...JSON.parse(String(init.body)) };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WebhookDialog webhook={webhook} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { requests, writeText, onClose, dialog: screen.getByRole('dialog') };
};

describe('the webhook endpoint dialog', { timeout: 20_000 }, () => {
  it('registers an https address for the chosen events, then shows the secret once with a copy button', async () => {
    const { requests, writeText, onClose, dialog } = renderDialog();
    const register = within(dialog).getByRole('button', { name: 'Register' }) as HTMLButtonElement;
    expect(register.disabled).toBe(true);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Address/ }), {
      target: { value: 'https://erp.example.com/stride' },
    });
    // An address and no event yet: nothing to register.
    expect(register.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /assortment\.saved/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /order\.status_changed/ }));
    fireEvent.click(register);

    const shown = (await screen.findByTestId('webhook-secret')) as HTMLInputElement;
    expect(requests).toEqual([
      {
        url: '/api/webhooks',
        method: 'POST',
        body: { url: 'https://erp.example.com/stride', events: ['assortment.saved', 'order.status_changed'] },
      },
    ]);
    expect(shown.value).toBe(SECRET);
    expect(shown.readOnly).toBe(true);
    expect(screen.getByText(/it will not be shown again/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an address that is not a URL', () => {
    const { dialog } = renderDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Address/ }), {
      target: { value: 'erp.example.com' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /user\.created/ }));
    expect((within(dialog).getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes an endpoint: its events and whether it is enabled', async () => {
    const webhook = {
      _id: ID,
      url: 'https://erp.example.com/stride',
      events: ['user.created' as const],
      enabled: false,
      failuresInARow: 20,
      disabledAt: '2026-11-28T10:00:00.000Z',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-28T10:00:00.000Z',
    };
    const { requests, onClose, dialog } = renderDialog(webhook);
    expect((within(dialog).getByRole('checkbox', { name: /user\.created/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /document\.ready/ }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Enabled' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        url: `/api/webhooks/${ID}`,
        method: 'PATCH',
        body: { url: webhook.url, events: ['user.created', 'document.ready'], enabled: true },
      },
    ]);
  });
});
