// @vitest-environment jsdom

import type { CoordinatorAssignment, UserSummary } from '@stride/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cellTexts, renderWithManager, setUpManagerTests } from '../assortments/manager/test-fixtures';
import { toasts } from '../shared/toasts/toast-store';
import CoordinatorAssignmentsPage from './pages/CoordinatorAssignmentsPage';

setUpManagerTests();

/** The grid draws its first rows a moment after mounting in jsdom; the people search waits for its debounce. */
const slow = { timeout: 8_000 };

const assignment = (n: number, data: Partial<CoordinatorAssignment['data']> = {}): CoordinatorAssignment => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  data: {
    coordinatorCode: 'D1011',
    coordinatorName: 'Chloe Dubois',
    orderTypes: ['SAMPLE'],
    requesterCodes: [],
    regions: [],
    productTypes: [],
    notes: '',
    ...data,
  },
  modifiedDate: '2026-11-20T10:00:00.000Z',
});

const isabela: UserSummary = {
  _id: 'u9',
  userCode: 'D1009',
  name: 'Isabela',
  lastName: 'Santos',
  email: 'coordinator@stride.demo',
};

type Call = { method: string; path: string; body: unknown };

const fakeAssignmentsApi = (initial: CoordinatorAssignment[], failList = false) => {
  let list = [...initial];
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path: new URL(url, 'http://localhost').pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (call.method === 'GET' && call.path === '/api/coordinatorAssignments') {
        return failList ? json({ messageCode: 'ITS_BE_ERROR_FORBIDDEN', message: 'No' }, 403) : json(list);
      }
      if (call.path === '/api/users/autocomplete') return json([isabela]);
      if (call.method === 'POST' && call.path === '/api/coordinatorAssignments/') {
        const created = { ...assignment(99), data: (call.body as CoordinatorAssignment).data };
        list = [...list, created];
        return json(created);
      }
      const id = /^\/api\/coordinatorAssignments\/(.+)$/.exec(call.path)?.[1];
      if (call.method === 'DELETE' && id) {
        list = list.filter((entry) => entry._id !== id);
        return json({ message: 'Success' });
      }
      return json({ messageCode: 'ITS_BE_ERROR_NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
};

describe('Manage Assignments', { timeout: 30_000 }, () => {
  it('lists the assignments, "All" where a rule covers everyone', async () => {
    fakeAssignmentsApi([
      assignment(1, { requesterCodes: ['D1001', 'S2003'], notes: 'Showroom team' }),
      assignment(2, { coordinatorCode: 'D1010', coordinatorName: 'Marek Nowak', orderTypes: ['SAMPLE', 'PROMO'] }),
    ]);
    renderWithManager(<CoordinatorAssignmentsPage />, '/orders/coordinator-assignments');
    expect(await screen.findByRole('heading', { name: 'Manage Assignments' })).toBeTruthy();
    await waitFor(
      () => expect(cellTexts('coordinator')).toEqual(['Chloe Dubois (D1011)', 'Marek Nowak (D1010)']),
      slow,
    );
    expect(cellTexts('requesters')).toEqual(['D1001, S2003', 'All']);
    expect(cellTexts('orderTypes')).toEqual(['Sample', 'Sample, Promo']);
    expect(cellTexts('notes')).toEqual(['Showroom team', '']);
  });

  it('adds an assignment for a coordinator found by name', async () => {
    const api = fakeAssignmentsApi([]);
    renderWithManager(<CoordinatorAssignmentsPage />, '/orders/coordinator-assignments');
    fireEvent.click(await screen.findByRole('button', { name: 'Add assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add assignment' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Coordinator' }), { target: { value: 'isa' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Isabela Santos (D1009)' }, slow));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Promo' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Domestic' }));
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/coordinatorAssignments/',
        body: {
          data: {
            coordinatorCode: 'D1009',
            coordinatorName: 'Isabela Santos',
            orderTypes: ['SAMPLE', 'PROMO'],
            requesterCodes: [],
            regions: ['Domestic'],
            productTypes: [],
            notes: '',
          },
        },
      },
    ]);
    await waitFor(() => expect(cellTexts('coordinator')).toEqual(['Isabela Santos (D1009)']), slow);
  });

  it('removes an assignment after asking', async () => {
    const api = fakeAssignmentsApi([assignment(1)]);
    renderWithManager(<CoordinatorAssignmentsPage />, '/orders/coordinator-assignments');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove: Chloe Dubois' }, slow));
    expect(await screen.findByText('Remove this assignment of Chloe Dubois?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.writes().map((call) => `${call.method} ${call.path}`)).toEqual([
        `DELETE /api/coordinatorAssignments/${assignment(1)._id}`,
      ]),
    );
    await waitFor(() => expect(cellTexts('coordinator')).toEqual([]), slow);
  });

  it("says 'Cannot load …' with the path when the list fails", async () => {
    fakeAssignmentsApi([], true);
    const shown = vi.spyOn(toasts, 'show');
    renderWithManager(<CoordinatorAssignmentsPage />, '/orders/coordinator-assignments');
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          message: expect.stringMatching(/^Cannot load '\/api\/coordinatorAssignments' - /),
        }),
      ),
    );
  });
});
