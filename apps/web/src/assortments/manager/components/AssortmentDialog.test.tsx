// @vitest-environment jsdom

import { MAX_ASSORTMENTS_PER_USER } from '@stride/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../shared/toasts/toast-store';
import { assortment, fakeAssortmentApi, renderWithManager, setUpManagerTests } from '../test-fixtures';
import type { AssortmentDialogTarget } from './AssortmentDialog';
import { ManagerDialogs } from './ManagerDialogs';
import { useManagerDialogs } from './use-manager-dialogs';

setUpManagerTests();

/** The manager's dialogs, opened on the given target the way the page opens them. */
const renderDialogs = (target: AssortmentDialogTarget) => {
  const Dialogs = () => {
    const dialogs = useManagerDialogs();
    const { setAssortment } = dialogs;
    useEffect(() => setAssortment(target), [setAssortment]);
    return <ManagerDialogs dialogs={dialogs} />;
  };
  renderWithManager(<Dialogs />, '/product/assortments/all');
  return screen.getByRole('dialog', { name: 'Select Assortment Type' });
};

const choose = async (dialog: HTMLElement, field: string, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: field }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

// MUI selects and dialogs in jsdom are slow on a small machine.
describe("'Select Assortment Type'", { timeout: 20_000 }, () => {
  it('checks the form with the domain schema before sending it', async () => {
    const api = fakeAssortmentApi([]);
    const dialog = renderDialogs({ mode: 'create', parentId: null });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Year' }), { target: { value: '1999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create assortment' }));
    expect(within(dialog).getByText('Please enter a title.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a year from 2000 to 2100.')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it("creates the assortment, says 'Assortment Created' and opens it", async () => {
    const show = vi.spyOn(toasts, 'show');
    const created = assortment(7);
    const api = fakeAssortmentApi([], ({ method, path }) =>
      method === 'POST' && path === '/api/assortments' ? { body: created } : undefined,
    );
    const dialog = renderDialogs({ mode: 'create', parentId: null });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Fall 2027 key accounts' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Customer' }), {
      target: { value: 'Alpine Sports' },
    });
    await choose(dialog, 'Product type', 'Apparel');
    await choose(dialog, 'Method', 'Dynamic');
    await choose(dialog, 'Channel', 'Wholesale');
    await choose(dialog, 'Region', 'Europe');
    await choose(dialog, 'Gender', 'Womens');
    await choose(dialog, 'Season', 'Fall');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Year' }), { target: { value: '2027' } });
    await choose(dialog, 'Line status', 'Outlet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create assortment' }));
    await waitFor(() =>
      expect(screen.getByTestId('path').textContent).toBe(`/product/assortments/assortment/${created._id}/manage`),
    );
    expect(api.writes()[0]?.body).toEqual({
      title: 'Fall 2027 key accounts',
      type: 'item',
      parentId: null,
      subTitle: 'Alpine Sports',
      productType: 'Apparel',
      method: 'dynamic',
      channel: 'Wholesale',
      region: 'Europe',
      gender: 'Womens',
      season: 'Fall',
      year: 2027,
      decimalsPlaces: 2,
      status: 'O',
    });
    expect(show).toHaveBeenCalledWith({ type: 'success', message: 'Assortment Created' });
  });

  it('explains the limit when the user owns the most assortments allowed', async () => {
    fakeAssortmentApi([], ({ method }) =>
      method === 'POST'
        ? {
            status: 409,
            body: { messageCode: 'ITS_BE_ERROR_MAX_ASSORTMENTS', message: 'Too many', messageData: { limit: 500 } },
          }
        : undefined,
    );
    const dialog = renderDialogs({ mode: 'create', parentId: null });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'One more' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create assortment' }));
    const limit = await screen.findByRole('dialog', { name: 'Too many assortments' });
    expect(limit.textContent).toContain(`You already have ${MAX_ASSORTMENTS_PER_USER} assortments`);
    expect(limit.textContent).toMatch(/Archive .* delete/);
  });

  it("says 'Cannot create an assortment' with the server's message on another failure", async () => {
    const show = vi.spyOn(toasts, 'show');
    fakeAssortmentApi([], ({ method }) =>
      method === 'POST'
        ? { status: 400, body: { messageCode: 'ITS_X', message: 'parent folder not found' } }
        : undefined,
    );
    const dialog = renderDialogs({ mode: 'create', parentId: null });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'One more' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create assortment' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        type: 'error',
        message: 'Cannot create an assortment - parent folder not found',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Select Assortment Type' })).toBeTruthy();
  });

  it("edits an assortment's properties", async () => {
    const entry = assortment(3, { title: 'Spring line', season: 'Spring', year: 2027 });
    const api = fakeAssortmentApi([entry]);
    const dialog = renderDialogs({ mode: 'edit', entry });
    expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Spring line');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Spring line EU' } });
    await choose(dialog, 'Region', 'Europe');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'PATCH',
      path: `/api/assortments/${entry._id}`,
      body: { title: 'Spring line EU', region: 'Europe', season: 'Spring', year: 2027, subTitle: 'Customer 3' },
    });
  });
});
