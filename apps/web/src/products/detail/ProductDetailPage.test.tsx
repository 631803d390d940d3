// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import ProductDetailPage from './ProductDetailPage';
import { sneaker, sneakerNavy } from './test-fixtures';

const DETAIL = '/product/libraries/internal/detail';

/** The catalogue as the search answers it: by style (styleOnly) or by style-colour id, per product type. */
const answerSearch = () => {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const { productType, filters } = JSON.parse(String(init?.body));
    const catalogue = productType === 'Footwear' ? [sneaker, sneakerNavy] : [];
    const data = filters.styleOnly
      ? catalogue.filter((product) => product.style === filters.ids)
      : catalogue.filter((product) => product.styleColorId === filters.ids);
    return Response.json({ data });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const CurrentPath = () => {
  const location = useLocation();
  return <output data-testid="path">{location.pathname + location.search}</output>;
};

const renderPage = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${DETAIL}/:styleColorId`} element={<ProductDetailPage />} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductDetailPage', () => {
  it('loads the style-colour of the address, priced at US by default, without style stepping', async () => {
    const fetchMock = answerSearch();
    renderPage(`${DETAIL}/149057_bkwt`);
    expect(await screen.findByRole('heading', { name: 'Go Walk Flex Ultra', level: 1 })).toBeTruthy();
    expect(screen.getByText('US · Active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next style' })).toBeNull();
    const lookups = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(lookups).toContainEqual(
      expect.objectContaining({
        productType: 'Apparel',
        locationCode: 'US',
        filters: { ids: '149057_BKWT', styleOnly: false },
      }),
    );
  });

  it('prices at the location of ?location= and narrows to ?productType=', async () => {
    const fetchMock = answerSearch();
    renderPage(`${DETAIL}/149057_BKWT?location=EU&productType=Footwear`);
    expect(await screen.findByText('EU · Reduced')).toBeTruthy();
    const types = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/products/fetch'))
      .map(([, init]) => JSON.parse(String(init?.body)).productType);
    expect(new Set(types)).toEqual(new Set(['Footwear']));
  });

  it('moves the address to the colour chosen', async () => {
    answerSearch();
    renderPage(`${DETAIL}/149057_BKWT?location=EU`);
    fireEvent.click(await screen.findByRole('button', { name: 'NVY Navy' }));
    expect(screen.getByTestId('path').textContent).toBe(`${DETAIL}/149057_NVY?location=EU`);
    expect(await screen.findByText('149057 · NVY · Navy')).toBeTruthy();
  });

  it('says so when no product matches the id', async () => {
    answerSearch();
    renderPage(`${DETAIL}/999999_RED`);
    expect(await screen.findByText('No product matches 999999_RED.')).toBeTruthy();
  });

  it('asks nothing for an address that is not a style-colour id', async () => {
    const fetchMock = answerSearch();
    renderPage(`${DETAIL}/not-an-id`);
    expect(screen.getByText('No product matches NOT-AN-ID.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
