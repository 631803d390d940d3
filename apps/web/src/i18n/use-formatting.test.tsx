// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n';
import { useFormatting } from './use-formatting';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/product/libraries/products']}>{children}</MemoryRouter>
);

describe('money formatting', () => {
  it("shows the location's symbol and decimals", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useFormatting(), { wrapper });
    expect(result.current.money(1234.5, { currencySymbol: '€', decimalPlaces: 2 })).toBe('€1,234.50');
    expect(result.current.money(12)).toBe('$12.00');
    expect(error).not.toHaveBeenCalled();
  });

  it('says in the console when a currency location lacks currencySymbol or decimalPlaces (spec part 2 §8.8), and shows $ and 2 decimals', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useFormatting(), { wrapper });
    expect(result.current.money(5, { currencySymbol: 'CA$', decimalPlaces: null })).toBe('CA$5.00');
    expect(result.current.money(5, { decimalPlaces: 0 })).toBe('$5');
    expect(error.mock.calls).toEqual([
      ['A currency location lacks currencySymbol or decimalPlaces', { currencySymbol: 'CA$', decimalPlaces: null }],
      ['A currency location lacks currencySymbol or decimalPlaces', { currencySymbol: undefined, decimalPlaces: 0 }],
    ]);
  });
});
