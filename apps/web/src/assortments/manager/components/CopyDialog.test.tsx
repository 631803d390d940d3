// @vitest-environment jsdom
import { MAX_ASSORTMENTS_PER_USER } from '@stride/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../shared/toasts/toast-store';
import { assortment, fakeAssortmentApi, renderWithManager, setUpManagerTests } from '../test-fixtures';
import { CopyDialog } from './CopyDialog';
import { ManagerDialogs } from './ManagerDialogs';
import { useManagerDialogs } from './use-manager-dialogs';

setUpManagerTests();

const jane = {
  _id: '00000000-0000-4000-8000-000000000077',
  userCode: 'JD1',
  name: 'Jane',
  lastName: 'Doe',
  email: 'jane@stride.demo',
};
const cloneAnswer = (status: 'success' | 'partial', failures: { id: string; message: string }[] = []) => ({
  status,
  data: [assortment(50)],
  failures,
});

const renderCopy = (entries = [assortment(1)]) => {
  const onClose = vi.fn();
  renderWithManager(<CopyDialog entries={entries} onClose={onClose} onMaxReached={vi.fn()} />);
  return { dialog: screen.getByRole('dialog'), onClose };
};

describe('the copy dialog', { timeout: 20_000 }, () => {
  it("duplicates for yourself under a new title and says 'Assortment Duplicated'", async () => {
    const show = vi.spyOn(toasts, 'show');
    const api = fakeAssortmentApi([], ({ path }) =>
      path === '/api/assortments/cloneMany' ? { body: cloneAnswer('success') } : undefined,
    );
    const { dialog, onClose } = renderCopy();
    expect(within(dialog).getByRole('tab', { name: 'Duplicate for yourself', selected: true })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Copy for another user' })).toBeTruthy();
    const title = within(dialog).getByRole('textbox', { name: 'Title of the copy' }) as HTMLInputElement;
    expect(title.value).toBe('Line plan 1 (copy)');
    fireEvent.change(title, { target: { value: 'Line plan 1 for EU' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.writes()[0]).toMatchObject({ body: { ids: [assortment(1)._id], title: 'Line plan 1 for EU' } });
    expect(show).toHaveBeenCalledWith({ type: 'success', message: 'Assortment Duplicated' });
  });

  it('copies for another user found by name', async () => {
    const api = fakeAssortmentApi([], ({ path }) => {
      if (path === '/api/users/autocomplete') return { body: [jane] };
      if (path === '/api/assortments/cloneMany') return { body: cloneAnswer('success') };
      return undefined;
    });
    const { dialog, onClose } = renderCopy([assortment(1), assortment(2)]);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Copy for another user' }));
    const copy = within(dialog).getByRole('button', { name: 'Copy' }) as HTMLButtonElement;
    expect(copy.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'User' }), { target: { value: 'jan' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Jane Doe (jane@stride.demo)' }));
    expect(api.calls.find((call) => call.path === '/api/users/autocomplete')?.query.get('text')).toBe('jan');
    fireEvent.click(copy);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.writes()[0]).toMatchObject({ body: { ids: [assortment(1)._id, assortment(2)._id], userId: jane._id } });
  });

  it("says 'Users fetch failed!' when the people cannot be looked up", async () => {
    const show = vi.spyOn(toasts, 'show');
    fakeAssortmentApi([], ({ path }) =>
      path === '/api/users/autocomplete' ? { status: 400, body: { messageCode: 'ITS_X', message: 'no' } } : undefined,
    );
    const { dialog } = renderCopy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Copy for another user' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'User' }), { target: { value: 'jan' } });
    await waitFor(() => expect(show).toHaveBeenCalledWith({ type: 'error', message: 'Users fetch failed!' }));
  });

  it('ends the loading and logs the failures of a duplicate that did not fully succeed', async () => {
    const failures = [{ id: assortment(2)._id, message: 'not found' }];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const show = vi.spyOn(toasts, 'show');
    fakeAssortmentApi([], ({ path }) =>
      path === '/api/assortments/cloneMany' ? { body: cloneAnswer('partial', failures) } : undefined,
    );
    const { dialog, onClose } = renderCopy([assortment(1), assortment(2)]);
    const duplicate = within(dialog).getByRole('button', { name: 'Duplicate' }) as HTMLButtonElement;
    fireEvent.click(duplicate);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Assortments not duplicated', failures));
    await waitFor(() => expect(duplicate.disabled).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalledWith(expect.objectContaining({ message: 'Assortment Duplicated' }));
  });

  it('closes and shows the max-assortment dialog when the copy would pass the per-user limit', async () => {
    fakeAssortmentApi([], ({ path }) =>
      path === '/api/assortments/cloneMany'
        ? {
            status: 409,
            body: { messageCode: 'ITS_BE_ERROR_MAX_ASSORTMENTS', message: 'Too many', messageData: { limit: 500 } },
          }
        : undefined,
    );
    // The manager's dialogs, with the copy dialog opened the way the lists open it.
    const Dialogs = () => {
      const dialogs = useManagerDialogs();
      const { copy } = dialogs.open;
      useEffect(() => copy([assortment(1)]), [copy]);
      return <ManagerDialogs dialogs={dialogs} />;
    };
    renderWithManager(<Dialogs />);
    const dialog = screen.getByRole('dialog', { name: 'Copy assortments (1)' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    const limit = await screen.findByRole('dialog', { name: 'Too many assortments' });
    expect(limit.textContent).toContain(`You already have ${MAX_ASSORTMENTS_PER_USER} assortments`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy assortments (1)' })).toBeNull());
  });
});
