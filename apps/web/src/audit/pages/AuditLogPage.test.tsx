// @vitest-environment jsdom

import type { AuditEntry, UserSummary } from '@stride/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cellTexts, renderWithManager, setUpManagerTests } from '../../assortments/manager/test-fixtures';
import AuditLogPage from './AuditLogPage';

setUpManagerTests();

/** The grid draws its first rows a moment after mounting in jsdom; the people search waits for its debounce. */
const slow = { timeout: 8_000 };

const ann: UserSummary = {
  _id: '11111111-1111-4111-8111-111111111111',
  userCode: 'A1',
  name: 'Ann',
  lastName: 'Admin',
  email: 'ann@stride.demo',
};

const entry: AuditEntry = {
  _id: '7',
  at: '2026-11-20T10:00:00.000Z',
  actorId: ann._id,
  actorEmail: ann.email,
  action: 'user.permissions_changed',
  objectType: 'user',
  objectId: 'u-42',
  address: '10.0.0.1',
  details: { before: { isEditor: false }, after: { isEditor: true } },
};

/** The audit API: every page request is kept with its query, the export with its body. */
const fakeAuditApi = () => {
  const pages: URLSearchParams[] = [];
  const exports: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      if (pathname === '/api/users/autocomplete') return new Response(JSON.stringify([ann]));
      if (pathname === '/api/audit') {
        pages.push(searchParams);
        return new Response(JSON.stringify({ totalCount: 1, data: [entry] }));
      }
      if (pathname === '/api/audit/export') {
        exports.push(JSON.parse(String(init?.body)));
        return new Response(new Blob(['xlsx']), { status: 200 });
      }
      return new Response(JSON.stringify({ messageCode: 'ITS_BE_ERROR_NOT_FOUND', message: 'Not found' }), {
        status: 404,
      });
    }),
  );
  const lastFilters = () => {
    const { skip: _skip, limit: _limit, ...filters } = Object.fromEntries(pages.at(-1) ?? []);
    return filters;
  };
  return { pages, exports, lastFilters };
};

describe('Admin → Audit log', { timeout: 40_000 }, () => {
  it('shows the entries with a readable action and the change before → after', async () => {
    fakeAuditApi();
    renderWithManager(<AuditLogPage />, '/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeTruthy();
    await waitFor(() => expect(cellTexts('action')).toEqual(['Permissions changed']), slow);
    expect(cellTexts('actor')).toEqual(['ann@stride.demo']);
    expect(cellTexts('details')).toEqual(['{"isEditor":false} → {"isEditor":true}']);
  });

  it('asks the server for the person, action, object and days chosen, and clears them', async () => {
    const api = fakeAuditApi();
    renderWithManager(<AuditLogPage />, '/admin/audit');
    await waitFor(() => expect(api.pages).toHaveLength(1), slow);
    expect(api.lastFilters()).toEqual({});

    fireEvent.change(screen.getByRole('combobox', { name: 'Person' }), { target: { value: 'ann' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Ann Admin (ann@stride.demo)' }, slow));
    await waitFor(() => expect(api.lastFilters()).toEqual({ actorId: ann._id }), slow);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Permissions changed' }, slow));
    await waitFor(() => expect(api.lastFilters()).toMatchObject({ action: 'user.permissions_changed' }), slow);

    const objectId = screen.getByRole('textbox', { name: 'Object id' });
    fireEvent.change(objectId, { target: { value: ' u-42 ' } });
    fireEvent.keyDown(objectId, { key: 'Enter' });
    await waitFor(() => expect(api.lastFilters()).toMatchObject({ objectId: 'u-42' }), slow);

    fireEvent.click(screen.getByRole('textbox', { name: 'Dates' }));
    const calendar = await screen.findByRole('dialog', { name: 'Dates' }, slow);
    fireEvent.change(within(calendar).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(calendar).getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(calendar).getByRole('button', { name: 'OK' }));
    // The administrator's own days: from the start of the first to the start of the day after the last.
    await waitFor(
      () =>
        expect(api.lastFilters()).toEqual({
          actorId: ann._id,
          action: 'user.permissions_changed',
          objectId: 'u-42',
          from: new Date(2026, 10, 1).toISOString(),
          to: new Date(2026, 11, 1).toISOString(),
        }),
      slow,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.lastFilters()).toEqual({}), slow);
    expect((screen.getByRole('textbox', { name: 'Object id' }) as HTMLInputElement).value).toBe('');
  });

  it('exports the filtered log as a workbook', async () => {
    const api = fakeAuditApi();
    // jsdom saves no files: the workbook's blob URL is a stand-in.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:audit'), revokeObjectURL: vi.fn() });
    renderWithManager(<AuditLogPage />, '/admin/audit');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Order denied' }, slow));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(api.exports).toEqual([{ action: 'order.denied' }]), slow);
  });
});
