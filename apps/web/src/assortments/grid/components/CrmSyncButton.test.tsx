// @vitest-environment jsdom
import type { Assortment } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { toasts } from '../../../shared/toasts/toast-store';
import { loadedAssortment } from '../test-fixtures';
import { CrmSyncButton } from './CrmSyncButton';

const assortment: Assortment = loadedAssortment();

/** The CRM calls as the server answers them: the status, then the sync's answer. */
const stubCrm = (status: { lastSyncDate: string | null; crmConfigured: boolean }, sync: Response) => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return url.includes('/crmSync/') ? sync : Response.json(status);
    }),
  );
  return calls;
};

const renderButton = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CrmSyncButton assortment={assortment} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CRM sync button', () => {
  it('tells that the CRM is down and the server keeps trying when the sync is queued', async () => {
    const calls = stubCrm(
      { lastSyncDate: null, crmConfigured: true },
      Response.json({ status: 'retrying', lastSyncDate: null }, { status: 202 }),
    );
    const shown: Parameters<typeof toasts.show>[0][] = [];
    vi.spyOn(toasts, 'show').mockImplementation((toast) => shown.push(toast));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sync with the CRM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync with the CRM?' });
    expect(dialog.textContent).toContain('Never synced with the CRM');
    const submit = screen.getByRole('button', { name: 'Sync' });
    await waitFor(() => expect(submit).not.toHaveProperty('disabled', true));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(shown).toEqual([
        { type: 'info', message: 'The CRM did not answer. Stride keeps trying in the background.' },
      ]),
    );
    expect(calls).toContain(`POST /api/assortments/crmSync/${assortment._id}`);
  });

  it('explains that no CRM is set up and offers no sync', async () => {
    const calls = stubCrm({ lastSyncDate: null, crmConfigured: false }, Response.json({}));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sync with the CRM' }));
    expect(await screen.findByText(/This site is not connected to a CRM/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync' })).toHaveProperty('disabled', true);
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
  });
});
