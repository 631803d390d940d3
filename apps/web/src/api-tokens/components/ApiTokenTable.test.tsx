// @vitest-environment jsdom
import type { ApiToken } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { PromptDialog } from '../../shared/dialogs/PromptDialog';
import { prompts } from '../../shared/dialogs/prompt-store';
import { toasts } from '../../shared/toasts/toast-store';
import { ApiTokenTable } from './ApiTokenTable';

const USER_ID = '00000000-0000-4000-8000-0000000000aa';
const token = (id: string, fields: Partial<ApiToken>): ApiToken => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  name: `Token ${id}`,
  access: 'read',
  createdAt: '2026-01-05T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2099-01-05T10:00:00.000Z',
  ...fields,
});

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  act(() => {
    toasts.reset();
    prompts.close();
  });
  cleanup();
  vi.unstubAllGlobals();
});

describe("an administrator's view of a person's API tokens", { timeout: 20_000 }, () => {
  it('lists them with their access and dates, and revokes one after asking', async () => {
    let tokens = [
      token('1', { name: 'Nightly export', access: 'write', lastUsedAt: '2026-02-01T08:00:00.000Z' }),
      token('2', { name: 'Old reports', expiresAt: '2026-01-06T10:00:00.000Z' }),
    ];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const method = init.method ?? 'GET';
        calls.push(`${method} ${url}`);
        if (method === 'DELETE') {
          tokens = tokens.filter((candidate) => !url.endsWith(candidate._id));
          return new Response(null, { status: 204 });
        }
        return new Response(JSON.stringify(tokens), { headers: { 'content-type': 'application/json' } });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/admin/users']}>
          <ApiTokenTable owner={{ kind: 'user', userId: USER_ID }} />
          <PromptDialog />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const nightly = (await screen.findByText('Nightly export')).closest('tr')!;
    expect(within(nightly).getByText('Read and write')).toBeTruthy();
    const old = screen.getByText('Old reports').closest('tr')!;
    expect(within(old).getByText('Never')).toBeTruthy();
    expect(within(old).getByText('Expired')).toBeTruthy();
    expect(calls).toEqual([`GET /api/users/${USER_ID}/tokens`]);

    fireEvent.click(within(nightly).getByRole('button', { name: 'Revoke Nightly export' }));
    const prompt = await screen.findByRole('dialog', { name: 'Revoke API token' });
    expect(within(prompt).getByText(/“Nightly export” will be refused/)).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(screen.queryByText('Nightly export')).toBeNull());
    expect(calls).toContain(`DELETE /api/users/${USER_ID}/tokens/${token('1', {})._id}`);
    expect(screen.getByText('Old reports')).toBeTruthy();
  });
});
