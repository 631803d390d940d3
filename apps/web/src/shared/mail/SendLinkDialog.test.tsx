// @vitest-environment jsdom
import type { User } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { SendLinkButton } from '../app-shell/SendLinkButton';
import { sessionStore } from '../session/session-store';
import { ToastHost } from '../toasts/ToastHost';
import { toasts } from '../toasts/toast-store';

const pagePath = '/product/libraries/products?gender=Womens&sort=style';

beforeAll(async () => {
  await initI18n();
});
// Test files share their worker's modules: start without toasts another file may have left.
beforeEach(() => act(() => toasts.reset()));
afterEach(() => {
  act(() => {
    toasts.reset();
    sessionStore.set({ user: null, state: 'loggedOut' });
  });
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The app bar's share button on a products page, for a signed-in person; answers the mail calls it sends. */
const openDialog = async (answer: () => Response) => {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
  sessionStore.set({
    state: 'loggedIn',
    checked: true,
    user: { _id: 'u1', name: 'Maya', lastName: 'Thompson' } as User,
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[pagePath]}>
        <SendLinkButton />
        <ToastHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
  // The dialog's code loads on the first click.
  const dialog = await screen.findByRole('dialog', { name: 'Send a link to this page' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'To' }), {
    target: { value: 'ana@stride.demo, Ben@Stride.demo' },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), {
    target: { value: 'The Womens styles' },
  });
  return { dialog, requests };
};

// The first render of the MUI dialog takes seconds when the machine is busy.
describe('send link dialog (spec part 1 §2, part 2 §7.11 POST /mail/applink)', { timeout: 20_000 }, () => {
  it("mails the page's link with its search to the people typed, then thanks and closes", async () => {
    const { dialog, requests } = await openDialog(() => Response.json({ message: 'Success' }));
    expect(within(dialog).getByRole('textbox', { name: 'Link to this page' })).toHaveProperty(
      'value',
      `${window.location.origin}${pagePath}`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('toast')).textContent).toBe('Thank you. Your message has been sent.');
    expect(requests).toEqual([
      {
        url: '/api/mail/applink',
        body: { to: ['ana@stride.demo', 'Ben@Stride.demo'], message: 'The Womens styles', path: pagePath },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the error toast when the mail cannot go, and keeps the dialog with what was typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { dialog } = await openDialog(() =>
      Response.json({ messageCode: 'ITS_BE_ERROR_RATE_LIMITED', message: 'Too many' }, { status: 429 }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe('Error: Cannot send message');
    expect(toast.getAttribute('role')).toBe('alert');
    expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveProperty(
      'value',
      'ana@stride.demo, Ben@Stride.demo',
    );
  });

  it('cannot send before someone is named, and offers no button to a visitor who is not signed in', async () => {
    const { dialog } = await openDialog(() => Response.json({ message: 'Success' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'To' }), { target: { value: ' ' } });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    cleanup();
    act(() => sessionStore.set({ user: null, state: 'loggedOut' }));
    render(
      <MemoryRouter>
        <SendLinkButton />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Send link' })).toBeNull();
  });
});
