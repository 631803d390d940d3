// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('loads the page once, whether preloaded before its first render or not', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Grid page</p> }));
    const Page = lazyPage(load);
    const preloaded = Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await preloaded;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('Grid page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
