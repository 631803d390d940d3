// @vitest-environment jsdom
import { showroomAnswerOf } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { markShown } from '../shown-showroom';
import { showroomDetailPath } from '../showroom-paths';
import { OWN_PICTURE_URL, SHOWROOM_ID, showroomFixture } from '../test-fixtures';
import ShowroomDetailPage from './ShowroomDetailPage';

const Address = () => <output data-testid="address">{useLocation().pathname}</output>;

const renderDetail = (styleColorId: string) => {
  // As the server answers: each colour's own facts only.
  const fetch = vi.fn(async () => Response.json(showroomAnswerOf(showroomFixture())));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[showroomDetailPath(SHOWROOM_ID, styleColorId)]}>
        <Routes>
          <Route
            path="/product/assortments/assortment/:assortmentId/showroom/detail/:styleColorId"
            element={<ShowroomDetailPage />}
          />
          <Route path="/product/assortments/assortment/:assortmentId/showroom" element={<p>Showroom start</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
};

beforeAll(() => initI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('showroom detail', { timeout: 20_000 }, () => {
  it('shows the style large with its price and colours, and steps to the next and previous style', async () => {
    const fetch = renderDetail('100_RD');
    expect(await screen.findByRole('heading', { name: 'Runner 100' })).toBeTruthy();
    expect(screen.getByText('Price $45.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'BK BK colour' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous style' }).hasAttribute('disabled')).toBe(true);

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { name: 'Runner 200' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe(showroomDetailPath(SHOWROOM_ID, '200_WT'));

    fireEvent.click(screen.getByRole('button', { name: 'Next style' }));
    expect(await screen.findByRole('heading', { name: 'Runner 300' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next style' }).hasAttribute('disabled')).toBe(true);

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await screen.findByRole('heading', { name: 'Runner 200' })).toBeTruthy();
    // The showroom is kept: stepping asked the server nothing more.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('switches colour and offers only the angles the line has pictures of', async () => {
    renderDetail('100_BK');
    const angles = await screen.findByRole('group', { name: 'Image angles' });
    expect(angles.querySelectorAll('button')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'RD RD colour' }));
    expect(screen.getByTestId('address').textContent).toBe(showroomDetailPath(SHOWROOM_ID, '100_RD'));
    // One picture: nothing to choose between.
    expect(screen.queryByRole('group', { name: 'Image angles' })).toBeNull();
  });

  it("opens on the line's own picture, large, with the catalogue's angles after it", async () => {
    renderDetail('300_BL');
    const image = await screen.findByTestId('showroom-detail-image');
    expect(image.getAttribute('src')).toBe(`${OWN_PICTURE_URL}?size=large`);
    const views = screen.getByRole('group', { name: 'Image angles' });
    expect([...views.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))).toEqual([
      'Own picture',
      'Side',
      'Top',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Top' }));
    expect(screen.getByTestId('showroom-detail-image').getAttribute('src')).toBe('/api/products/images/300_BL/B/large');
  });

  it('redirects to the showroom when the loaded assortment differs', async () => {
    markShown(showroomFixture('00000000-0000-4000-8000-000000000000'));
    renderDetail('100_BK');
    expect(await screen.findByText('Showroom start')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe(`/product/assortments/assortment/${SHOWROOM_ID}/showroom`);
  });

  it('redirects to the showroom when the loaded assortment has no such style-colour', async () => {
    markShown(showroomFixture());
    renderDetail('999_XX');
    expect(await screen.findByText('Showroom start')).toBeTruthy();
  });
});
