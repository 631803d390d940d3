// @vitest-environment jsdom
import { productSchema, productSummarySchema } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { ProductDetailViewer, type ProductDetailViewerProps } from './ProductDetailViewer';
import { sneaker, sneakerNavy } from './test-fixtures';

const answerColors = (colors = [sneaker, sneakerNavy]) => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ data: colors }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The sneaker as a result row at a location: a summary, as the results grid has it. */
const summaryAt = (code: string) =>
  productSummarySchema.parse({ ...sneaker, locations: sneaker.locations.filter((location) => location.code === code) });

const renderViewer = (props: Partial<ProductDetailViewerProps> = {}) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProductDetailViewer open product={sneaker} locationCode="US" onClose={vi.fn()} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

const fieldValue = (field: string) => document.querySelector(`dd[data-field="${field}"]`)?.textContent;
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const mainImage = () => screen.getByTestId('product-detail-image');

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductDetailViewer', () => {
  it('uses a fixture that is a valid product document', () => {
    expect(() => productSchema.parse(sneaker)).not.toThrow();
  });

  it('shows the style, colour and name, and a tearsheet link for the location', () => {
    answerColors();
    renderViewer({ locationCode: 'EU' });
    expect(screen.getByRole('heading', { name: 'Go Walk Flex Ultra' })).toBeTruthy();
    expect(screen.getByTestId('product-detail-style-color').textContent).toBe('149057 · BKWT · Black/White');
    expect(screen.getByText('EU · Reduced')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Tearsheet/ }).getAttribute('href')).toBe(
      '/api/products/tearsheet/Footwear/149057/BKWT/EU?language=en-US',
    );
  });

  it("prices in the chosen location's currency symbol and decimals, and lists the other locations", () => {
    answerColors();
    renderViewer({ locationCode: 'EU' });
    openTab('Prices');
    expect(fieldValue('wholesalePrice')).toBe('€32.30');
    expect(fieldValue('suggestedRetail')).toBe('€79.95');
    expect(fieldValue('netCost')).toBe('€29.07');
    expect(fieldValue('markupPercent')).toBe('63.64%');
    expect(fieldValue('discountPercent')).toBe('10.00%');
    const others = screen.getAllByTestId('other-location-price').map((row) => row.textContent);
    expect(others).toEqual([expect.stringContaining('$42.50'), expect.stringContaining('CA$57.38')]);
  });

  it('rounds to the decimal places the location document gives', () => {
    answerColors();
    const yen = { ...sneaker.locations[1]!, currencySymbol: '¥', decimalPlaces: 0, wholesalePrice: 4321.6 };
    renderViewer({ product: { ...sneaker, locations: [sneaker.locations[0]!, yen] }, locationCode: 'EU' });
    openTab('Prices');
    expect(fieldValue('wholesalePrice')).toBe('¥4,322');
  });

  it('leaves out the suggested retail at US on the internal product detail only', () => {
    answerColors();
    renderViewer({ internal: true });
    openTab('Prices');
    expect(fieldValue('wholesalePrice')).toBe('$42.50');
    expect(fieldValue('suggestedRetail')).toBeUndefined();
    cleanup();
    renderViewer();
    openTab('Prices');
    expect(fieldValue('suggestedRetail')).toBe('$85.00');
  });

  it('switches the large image to the chosen angle', () => {
    answerColors();
    renderViewer();
    expect(mainImage().getAttribute('src')).toBe('/api/products/images/149057_BKWT/A/large');
    expect(mainImage().getAttribute('alt')).toBe('Go Walk Flex Ultra, color BKWT, Side view');
    fireEvent.click(screen.getByRole('button', { name: 'Sole' }));
    expect(mainImage().getAttribute('src')).toBe('/api/products/images/149057_BKWT/D/large');
  });

  it('shows a coming-soon placeholder when the picture cannot be loaded', () => {
    answerColors();
    renderViewer();
    fireEvent.error(mainImage());
    expect(mainImage().tagName).not.toBe('IMG');
    expect(within(mainImage()).getByText('Image coming soon')).toBeTruthy();
  });

  it('calls back on previous and next style, from the buttons and the arrow keys', () => {
    answerColors();
    const onPreviousStyle = vi.fn();
    const onNextStyle = vi.fn();
    renderViewer({ onPreviousStyle, onNextStyle });
    fireEvent.click(screen.getByRole('button', { name: 'Next style' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous style' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(onNextStyle).toHaveBeenCalledTimes(2);
    expect(onPreviousStyle).toHaveBeenCalledTimes(2);
  });

  it('disables a missing direction and hides both without callbacks', () => {
    answerColors();
    renderViewer({ onNextStyle: vi.fn() });
    expect(screen.getByRole('button', { name: 'Previous style' })).toHaveProperty('disabled', true);
    cleanup();
    renderViewer();
    expect(screen.queryByRole('button', { name: 'Next style' })).toBeNull();
  });

  it("offers the style's colours from the colour search and switches to one", async () => {
    const fetchMock = answerColors();
    const onSelectColor = vi.fn();
    renderViewer({ locationCode: 'EU', lineStatus: 'R', onSelectColor });
    fireEvent.click(await screen.findByRole('button', { name: 'NVY Navy' }));
    expect(onSelectColor).toHaveBeenCalledWith('149057_NVY');
    expect(screen.getByTestId('product-detail-style-color').textContent).toBe('149057 · NVY · Navy');
    expect(mainImage().getAttribute('src')).toBe('/api/products/images/149057_NVY/A/large');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/products/fetch');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      productType: 'Footwear',
      locationCode: 'EU',
      lineStatus: 'R',
      filters: { ids: '149057', styleOnly: true },
    });
  });

  it("opens on a result row's summary and shows the whole product once the style's colours come", async () => {
    answerColors();
    renderViewer({ product: summaryAt('EU'), locationCode: 'EU' });
    expect(screen.getByRole('progressbar', { name: 'Loading product…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Go Walk Flex Ultra' })).toBeTruthy();
    openTab('Prices');
    expect(fieldValue('netCost')).toBe('€29.07');
  });

  it('asks for a summarised row alone when the colour search leaves it out, and says when it is gone', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const { filters } = JSON.parse(String(init?.body)) as { filters: { styleOnly: boolean } };
      return Response.json({ data: filters.styleOnly ? [sneakerNavy] : [sneaker] });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderViewer({ product: summaryAt('US') });
    expect(await screen.findByRole('heading', { name: 'Go Walk Flex Ultra' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'NVY Navy' })).toBeTruthy();
    cleanup();
    answerColors([sneakerNavy]);
    renderViewer({ product: summaryAt('US') });
    expect(await screen.findByText('No product matches 149057_BKWT.')).toBeTruthy();
  });

  it('says there are no notes when the product has none, and shows them when it has', () => {
    answerColors();
    renderViewer();
    openTab('Notes');
    expect(screen.getByText('No notes')).toBeTruthy();
    cleanup();
    renderViewer({ product: { ...sneaker, colorNote: 'Ships in the spring drop only.', label: 'Key look' } });
    openTab('Notes');
    expect(screen.queryByText('No notes')).toBeNull();
    expect(fieldValue('colorNote')).toBe('Ships in the spring drop only.');
    expect(fieldValue('label')).toBe('Key look');
  });

  it("shows the location's inventory per size and date, sizes in size-run order", () => {
    answerColors();
    renderViewer();
    expect(fieldValue('firstAvailDate')).toBe('03/15/25');
    const header = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header).toEqual(['Available from', '6', '6H', '7', '7H', '8', '9', 'Total']);
    const rows = screen
      .getAllByTestId('availability-row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['03/15/25', '120', '150', '200', '0', '', '', '470'],
      ['04/20/25', '', '', '', '', '140', '80', '220'],
    ]);
  });

  it('shows quantities with the calculated sell-through figures', () => {
    answerColors();
    renderViewer();
    openTab('Quantities');
    expect(fieldValue('quantity')).toBe('1,200');
    expect(fieldValue('styleSellThru')).toBe('75.00%');
    expect(fieldValue('sellThru')).toBe('80.00%');
    expect(fieldValue('colorPercent')).toBe('40.00%');
    expect(fieldValue('dueDate')).toBe('05/01/25');
  });

  it('shows the marketing copy and the product information', () => {
    answerColors();
    renderViewer();
    openTab('Marketing');
    expect(screen.getByText('Step into comfort with the Go Walk Flex Ultra.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('Imported');
    openTab('Info');
    expect(fieldValue('division')).toBe('Womens Active');
    expect(fieldValue('color2')).toBe('White');
    expect(fieldValue('seasonCodes')).toBe('SP25, FA25');
    expect(fieldValue('lineStatus')).toBe('Active');
    expect(fieldValue('apparelType')).toBeUndefined();
  });
});
