// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { saveBlob } from '../../../shared/browser/save-blob';
import { toasts } from '../../../shared/toasts/toast-store';
import { ReportForm } from './ReportForm';

vi.mock('../../../shared/browser/save-blob', () => ({ saveBlob: vi.fn() }));

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderForm = (route: 'assortment-export' | 'user-activity') =>
  render(
    <MemoryRouter>
      <ReportForm route={route} />
    </MemoryRouter>,
  );

describe('report form', () => {
  it('asks first, then downloads the assortment export for the accounts and territories typed', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response('PK', { status: 200 });
      }),
    );
    const show = vi.spyOn(toasts, 'show');
    renderForm('assortment-export');
    const section = screen.getByRole('region', { name: 'Assortment export' });
    fireEvent.change(within(section).getByRole('textbox', { name: 'Accounts (customers)' }), {
      target: { value: 'Harbor Shoes, Bayside' },
    });
    fireEvent.change(within(section).getByRole('textbox', { name: 'Territories' }), { target: { value: 'WEST' } });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Add a sheet with every line' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Export' }));
    expect(bodies).toHaveLength(0);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Export the report?' })).getByRole('button', { name: 'Export' }),
    );

    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({
      accounts: ['Harbor Shoes', 'Bayside'],
      territories: ['WEST'],
      options: { includeProducts: true },
      keyInitiative: {},
    });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
  });

  it("sends the activity report's dates and says so when the person cancels", async () => {
    let body: { period?: unknown } = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => {
            body = JSON.parse(String(init.body));
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    const show = vi.spyOn(toasts, 'show');
    renderForm('user-activity');
    const section = screen.getByRole('region', { name: 'User activity' });
    fireEvent.change(within(section).getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(within(section).getByLabelText('To'), { target: { value: '2026-10-31' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Export' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Export the report?' })).getByRole('button', { name: 'Export' }),
    );
    fireEvent.click(await within(section).findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({ type: 'info', message: 'Your document has been canceled' }),
    );
    expect(body.period).toEqual({ by: 'dates', from: '2026-10-01', to: '2026-10-31' });
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
