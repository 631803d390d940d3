// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ReportForm route={route} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('report form', () => {
  it('asks first, then downloads the assortment export for the accounts picked and territories typed', {
    timeout: 20_000,
  }, async () => {
    const bodies: unknown[] = [];
    const lookups: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.startsWith('/api/customers/official/text')) {
          lookups.push(url);
          return Response.json([{ label: 'Harbor Shoes (300101, Boston)', value: 'Harbor Shoes' }]);
        }
        bodies.push(JSON.parse(String(init.body)));
        return new Response('PK', { status: 200 });
      }),
    );
    const show = vi.spyOn(toasts, 'show');
    renderForm('assortment-export');
    const section = screen.getByRole('region', { name: 'Assortment export' });
    fireEvent.change(within(section).getByRole('combobox', { name: 'Accounts (customers)' }), {
      target: { value: 'harbor' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Shoes (300101, Boston)' }));
    expect(lookups).toEqual(['/api/customers/official/text?text=harbor&labelValue=true']);
    fireEvent.change(within(section).getByRole('textbox', { name: 'Territories' }), { target: { value: 'WEST' } });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Add a sheet with every line' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Export' }));
    expect(bodies).toHaveLength(0);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Export the report?' })).getByRole('button', { name: 'Export' }),
    );

    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({
      accounts: ['Harbor Shoes'],
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
    // The dates are a range picker: its calendar opens after the toggle delay; OK takes both ends.
    fireEvent.click(within(section).getByRole('textbox', { name: 'Dates' }));
    const calendar = await screen.findByRole('dialog', { name: 'Dates' });
    fireEvent.change(within(calendar).getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(within(calendar).getByLabelText('To'), { target: { value: '2026-10-31' } });
    fireEvent.click(within(calendar).getByRole('button', { name: 'OK' }));
    expect((within(section).getByRole('textbox', { name: 'Dates' }) as HTMLInputElement).value).toBe(
      '10/01/2026 - 10/31/2026',
    );
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

  it('schedules the report as the form describes it, mailed weekly', async () => {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json({ message: 'Scheduled Successfully', schedule: {} });
      }),
    );
    const show = vi.spyOn(toasts, 'show');
    renderForm('user-activity');
    const section = screen.getByRole('region', { name: 'User activity' });
    fireEvent.click(within(section).getByRole('button', { name: 'Schedule…' }));
    const dialog = screen.getByRole('dialog', { name: 'Mail this report on a schedule' });
    expect(within(dialog).getByText('Each run reports on the seven days before.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'To' }), { target: { value: 'ops@stride.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ type: 'success', message: 'Scheduled Successfully' }));
    expect(calls[0]?.url).toContain('/api/assortments/admin/report-schedules');
    expect(calls[0]?.body).toMatchObject({
      reportRoute: 'user-activity',
      report: { period: { by: 'dates' } },
      timing: { frequency: 'weekly', weekday: 1, hour: 7 },
      recipients: ['ops@stride.example'],
      subject: 'User activity',
    });
  });
});
