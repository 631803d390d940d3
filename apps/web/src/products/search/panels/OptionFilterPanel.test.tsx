// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { ToastHost } from '../../../shared/toasts/ToastHost';
import { OptionFilterPanel } from './OptionFilterPanel';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a filter panel with catalogue values', () => {
  it("says 'Dynamic options fetch failed!' when the values cannot be read", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ messageCode: 'ITS_BE_ERROR_INVALID_INPUT', message: 'Bad query' }, { status: 400 }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OptionFilterPanel
          keys={['gender']}
          facetQuery={{ productType: 'Footwear', locationCode: 'US', lineStatus: 'ALL', filters: { styleOnly: false } }}
          onAdd={() => {}}
        />
        <ToastHost />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Dynamic options fetch failed!', {}, { timeout: 5_000 })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/options/data/products', expect.anything());
  });
});
