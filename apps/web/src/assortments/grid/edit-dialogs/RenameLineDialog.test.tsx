// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { ApiRequestError } from '../../../shared/api/api-client';
import { validateAnswer } from '../grid-page-testing';
import { RenameLineDialog } from './RenameLineDialog';

/** The catalogue has style 300 in every colour, nothing else. */
const stubCatalogue = () => {
  const asked: { style: string; color: string }[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== '/api/products/validate') return Response.json({});
      const body = JSON.parse(String(init?.body));
      asked.push(body.products);
      return validateAnswer(body, (style) => style === '300');
    }),
  );
  return asked;
};

const open = (onRename: (style: string, color: string) => Promise<boolean>) => {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RenameLineDialog
        target={{ rowId: '100_001', style: '100', color: '001' }}
        productType="Footwear"
        hasLine={(id) => ['100_001', '100_002'].includes(id)}
        onRename={onRename}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Rename style-colour' });
  const type = (style: string, color: string) => {
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New style' }), { target: { value: style } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New colour' }), { target: { value: color } });
  };
  const submit = within(dialog).getByRole('button', { name: 'Rename' }) as HTMLButtonElement;
  return { dialog, type, submit, onClose };
};

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('rename a line', { timeout: 20_000 }, () => {
  it('looks the new pair up once typing pauses, upper-cased, and renames when the catalogue has it', async () => {
    const asked = stubCatalogue();
    const onRename = vi.fn(async () => true);
    const { dialog, type, submit, onClose } = open(onRename);
    type('30', '001');
    type('300', 'red');
    expect((within(dialog).getByRole('textbox', { name: 'New colour' }) as HTMLInputElement).value).toBe('RED');
    await within(dialog).findByText('300 RED is in the catalogue.');
    // Typed faster than the rename debounce: only the last pair was looked up.
    expect(asked).toEqual([[{ style: '300', color: 'RED' }]]);
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onRename).toHaveBeenCalledWith('300', 'RED');
  });

  it('refuses a pair the catalogue does not have, or the assortment already has', async () => {
    const asked = stubCatalogue();
    const onRename = vi.fn(async () => true);
    const { dialog, type, submit } = open(onRename);
    type('999', '001');
    await within(dialog).findByText('Style/Color Not Found');
    expect(submit.disabled).toBe(true);

    type('100', '002');
    expect(within(dialog).getByText('This Style/Color is Already in Your Assortment')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    type(' ', '002');
    expect(submit.disabled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([[{ style: '999', color: '001' }]]);
    expect(onRename).not.toHaveBeenCalled();
  });

  it('keeps the line as it was and says why when the server refuses', async () => {
    stubCatalogue();
    const refusal = new ApiRequestError(400, '/api/assortments/x/renameProducts', {
      message: 'This Style/Color is Already in Your Assortment',
      messageCode: 'ITS_BE_ERROR_INVALID_INPUT',
      messageData: { field: 'renameProducts' },
    });
    const { dialog, type, submit, onClose } = open(vi.fn(async () => Promise.reject(refusal)));
    type('300', '002');
    await within(dialog).findByText('300 002 is in the catalogue.');
    fireEvent.click(submit);
    await within(dialog).findByText('Cannot rename the line - This Style/Color is Already in Your Assortment');
    expect(onClose).not.toHaveBeenCalled();
    expect(submit.disabled).toBe(true);
  });
});
