// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { CustomerAutocomplete } from './CustomerAutocomplete';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The customer book: answers what the look-up asks, and keeps the addresses it was asked at. */
const stubLookup = () => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const text = new URL(url, 'http://localhost').searchParams.get('text') ?? '';
      const book = [
        { label: 'A&B Sports (100101, San Diego)', value: 'A&B Sports' },
        { label: 'Harbor Sports (300101, Boston)', value: 'Harbor Sports' },
      ];
      return Response.json(book.filter((entry) => entry.label.toLowerCase().includes(text.toLowerCase())));
    }),
  );
  return asked;
};

/** The single field as a form holds it: the value is whatever was last typed or picked. */
const CustomerField = ({ onChange }: { onChange: (value: string) => void }) => {
  const [value, setValue] = useState('');
  return (
    <CustomerAutocomplete
      label="Customer"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
};

const renderWithQueries = (element: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>);

describe('CustomerAutocomplete', () => {
  it('looks the typed text up URL-encoded and keeps the picked customer’s name', async () => {
    const asked = stubLookup();
    const changes: string[] = [];
    renderWithQueries(<CustomerField onChange={(next) => changes.push(next)} />);
    const input = screen.getByRole('combobox', { name: 'Customer' });
    fireEvent.change(input, { target: { value: 'A&B' } });
    fireEvent.click(await screen.findByRole('option', { name: 'A&B Sports (100101, San Diego)' }));
    expect(asked).toEqual(['/api/customers/official/text?text=A%26B&labelValue=true']);
    expect(changes.at(-1)).toBe('A&B Sports');
    expect((input as HTMLInputElement).value).toBe('A&B Sports');
  });

  it('keeps free text as the customer when nobody in the book matches', async () => {
    const asked = stubLookup();
    const onChange = vi.fn();
    renderWithQueries(<CustomerField onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Customer' }), { target: { value: 'New prospect' } });
    expect(onChange).toHaveBeenLastCalledWith('New prospect');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('option')).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement).value).toBe('New prospect');
  });

  it('collects several accounts, each picked once, and clears its search after each pick', async () => {
    stubLookup();
    const onChange = vi.fn();
    renderWithQueries(<CustomerAutocomplete multiple label="Accounts" value={['A&B Sports']} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Accounts' });
    fireEvent.change(input, { target: { value: 'sports' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Sports (300101, Boston)' }));
    expect(onChange).toHaveBeenLastCalledWith(['A&B Sports', 'Harbor Sports']);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
  });
});
