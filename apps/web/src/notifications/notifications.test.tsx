// @vitest-environment jsdom

import type { Notification, NotificationPage } from '@stride/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithManager, setUpManagerTests } from '../assortments/manager/test-fixtures';
import { toasts } from '../shared/toasts/toast-store';
import { NotificationsBell } from './components/NotificationsBell';
import { NotificationsDrawer } from './components/NotificationsDrawer';

setUpManagerTests();

/** Machines running other tests at once draw the first list slowly. */
const slow = { timeout: 5_000 };

const notification = (n: number, fields: Partial<Notification> = {}): Notification => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'orders',
  state: 'New',
  recipientCode: 'D1001',
  event: 'shipped',
  reason: 'requester',
  order: { _id: `order-${n}`, orderNumber: String(100_000 + n), type: 'SAMPLE' },
  actorName: 'Chloe Dubois',
  createdDate: '2026-11-20T10:00:00.000Z',
  ...fields,
});

type Call = { method: string; path: string; body: unknown };

/** The notification calls over a list kept here: query, mark all read, batch. */
const fakeNotificationsApi = (initial: Notification[], failQuery = false) => {
  let list = [...initial];
  const calls: Call[] = [];
  const page = (): NotificationPage => ({
    data: list,
    totalCount: list.length,
    unreadCount: list.filter((entry) => entry.state === 'New').length,
  });
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
      if (call.path.startsWith('/api/notifications/orders/query')) {
        return failQuery ? json({ messageCode: 'ITS_BE_ERROR_FORBIDDEN', message: 'No' }, 403) : json(page());
      }
      if (call.path === '/api/notifications/orders/setStateAll/Read') {
        list = list.map((entry) => ({ ...entry, state: 'Read' }));
        return json({ changed: 2, unreadCount: 0 });
      }
      if (call.path === '/api/notifications/orders/batch/many') {
        const { ids, state } = call.body as { ids: string[]; state: 'New' | 'Read' };
        list = list.map((entry) => (ids.includes(entry._id) ? { ...entry, state } : entry));
        return json({ changed: 1, unreadCount: page().unreadCount });
      }
      return json({ messageCode: 'ITS_BE_ERROR_NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return { calls };
};

const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('the notifications bell and drawer', { timeout: 20_000 }, () => {
  it('shows the unread count as a badge, and Mark all read clears it', async () => {
    const api = fakeNotificationsApi([notification(1), notification(2), notification(3, { state: 'Read' })]);
    renderWithManager(<NotificationsBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 unread' }, slow);
    expect(within(bell).getByText('2')).toBeTruthy();

    fireEvent.click(bell);
    const drawer = await screen.findByRole('dialog');
    expect(items()).toHaveLength(3);
    expect(within(drawer).getByText('Chloe Dubois shipped sample order 100001')).toBeTruthy();
    expect(items().map((item) => item.getAttribute('data-state'))).toEqual(['New', 'New', 'Read']);
    expect(within(drawer).getByText('2 unread')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Mark all read' }));
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Notifications: 0 unread', hidden: true })).toBeTruthy(),
      slow,
    );
    expect(items().map((item) => item.getAttribute('data-state'))).toEqual(['Read', 'Read', 'Read']);
    expect((within(drawer).getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      api.calls.filter((call) => call.method === 'POST' && !call.path.includes('query')).map((call) => call.path),
    ).toEqual(['/api/notifications/orders/setStateAll/Read']);
    // The drawer's query says the reader's language, for their e-mails.
    expect(api.calls[0]?.body).toMatchObject({ language: 'en-US', limit: 20 });
  });

  it('is 360 pixels wide on #f5f5f5, marks one read, and a click opens the order', async () => {
    const api = fakeNotificationsApi([
      notification(1),
      notification(2, { order: { _id: 'p', orderNumber: '2001', type: 'PROMO' } }),
    ]);
    renderWithManager(<NotificationsDrawer open onClose={() => undefined} userCode={null} />, '/dashboard');
    await screen.findByText('Chloe Dubois shipped sample order 100001', undefined, slow);
    const paper = document.querySelector('.MuiDrawer-paper') as HTMLElement;
    expect(getComputedStyle(paper).width).toBe('360px');
    expect(getComputedStyle(paper).backgroundColor).toBe('rgb(245, 245, 245)');

    fireEvent.click(screen.getByRole('button', { name: 'Mark read: Chloe Dubois shipped sample order 100001' }));
    await waitFor(() => expect(items()[0]?.getAttribute('data-state')).toBe('Read'), slow);

    fireEvent.click(screen.getByText('Chloe Dubois shipped promo order 2001'));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/orders/promos/order/2001'), slow);
    const batches = api.calls.filter((call) => call.path.endsWith('batch/many')).map((call) => call.body);
    expect(batches).toEqual([
      { operation: 'setState', state: 'Read', ids: [notification(1)._id] },
      { operation: 'setState', state: 'Read', ids: [notification(2)._id] },
    ]);
  });

  it("shows another coordinator's notifications read only", async () => {
    const api = fakeNotificationsApi([notification(1)]);
    renderWithManager(<NotificationsDrawer open onClose={() => undefined} userCode="D1009" />, '/dashboard');
    expect(await screen.findByText("You are looking at D1009's notifications.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Mark read/ })).toBeNull();
    expect(api.calls[0]?.path).toBe('/api/notifications/orders/query/D1009');
  });

  it("says 'Cannot load …' with the path when the list fails", async () => {
    fakeNotificationsApi([], true);
    const shown = vi.spyOn(toasts, 'show');
    renderWithManager(<NotificationsBell />, '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications: 0 unread' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          message: expect.stringMatching(/^Cannot load '\/api\/notifications\/orders\/query' - /),
        }),
      ),
    );
    // The open drawer reads the same list: the failure is said once.
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
