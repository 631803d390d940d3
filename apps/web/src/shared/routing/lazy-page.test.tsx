// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { ToastHost } from '../toasts/ToastHost';
import { toasts } from '../toasts/toast-store';
import { listenForChunkLoadFailures } from './chunk-load-failure';
import { lazyPage } from './lazy-page';

const chunkLoadText = 'Warning: Please disable ad blockers or whitelist the product to use this site';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  toasts.reset();
});

const gridPage = async () => ({ default: () => <p>Grid page</p> });
const missingChunk = async (): Promise<never> => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/GridPage.js');
};

/** Loads that fail once, as with a blocked file, then work. */
const failingOnce = () => vi.fn(gridPage).mockImplementationOnce(missingChunk);

describe('lazyPage', () => {
  it('loads the page once, and a preloaded page shows at once, without the spinner', async () => {
    const load = vi.fn(gridPage);
    const Page = lazyPage(load);
    const preloaded = Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await preloaded;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Grid page')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('toasts the chunk-load error (error type) when the code does not arrive, and Try again loads it again', async () => {
    const load = failingOnce();
    const Page = lazyPage(load);
    render(
      <>
        <Page />
        <ToastHost />
      </>,
    );
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe(chunkLoadText);
    expect(toast.getAttribute('role')).toBe('alert');

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Grid page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again on the next visit after a failed one, and a failed preload shows nothing until the page renders', async () => {
    const load = failingOnce();
    const show = vi.spyOn(toasts, 'show');
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow(TypeError);
    expect(show).not.toHaveBeenCalled();
    render(<Page />);
    expect(await screen.findByText('Grid page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    show.mockRestore();

    const Failing = lazyPage(failingOnce());
    const first = render(<Failing />);
    await screen.findByRole('button', { name: 'Try again' });
    first.unmount();
    render(<Failing />);
    expect(await screen.findByText('Grid page')).toBeTruthy();
  });

  it("shows one toast for Vite's preload error and the page's own failure of the same click", async () => {
    const window = new EventTarget();
    listenForChunkLoadFailures(window as unknown as Window);
    render(<ToastHost />);
    window.dispatchEvent(new Event('vite:preloadError'));
    const Page = lazyPage(missingChunk);
    render(<Page />);
    await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toEqual([chunkLoadText]);
  });
});
